import { ForgotPasswordBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { Link } from "react-router";
import { FormErrorSummary, showServerErrors, TextField, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { translateMessage } from "../../../lib/translate-message";
import { useForgotPassword } from "../api/account-api";
import { AuthShell } from "../components/auth-shell";
import { useAuthText } from "../i18n";

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

/** Asks for a reset link. The answer is the server's, the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useAuthText();
  useDocumentTitle(t("forgot.title"));
  const forgot = useForgotPassword();
  const form = useZodForm(ForgotPasswordBody, { defaultValues: { email: "" } });
  const onSubmit = form.handleSubmit((body) =>
    forgot.mutate(body, { onError: (err) => showServerErrors(form, err, t("forgot.failed")) }),
  );

  return (
    <AuthShell
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={
        <Link to={paths.login} className={linkClass}>
          {t("forgot.backToLogin")}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {translateMessage(forgot.data.message)}
        </p>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField<ForgotPasswordBody>
              name="email"
              label={t("fields.email")}
              type="email"
              autoComplete="email"
              required
            />
            <FormErrorSummary />
            <Button type="submit" className="w-full" disabled={forgot.isPending}>
              {forgot.isPending ? t("forgot.submitting") : t("forgot.submit")}
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthShell>
  );
}
