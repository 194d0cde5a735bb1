import { PASSWORD_MIN_LENGTH, ResetPasswordBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { FormErrorSummary, showServerErrors, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ApiError } from "../../../lib/api-client";
import { useResetPassword } from "../api/account-api";
import { AuthShell } from "../components/auth-shell";
import { PasswordField } from "../components/password-field";
import { useAuthText } from "../i18n";

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

/** A link that no longer works (used, expired, unknown): the server's words and a way to a new one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useAuthText();
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {message}
      </p>
      <p className="text-center">
        <Link to={paths.forgotPassword} className={linkClass}>
          {t("reset.requestNew")}
        </Link>
      </p>
    </div>
  );
}

/** Chooses a new password from a mailed link; on success the user is signed in and goes to the dashboard. */
export function ResetPasswordPage() {
  const { t } = useAuthText();
  useDocumentTitle(t("reset.title"));
  const { token = "" } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(ResetPasswordBody, { defaultValues: { token, password: "" } });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await reset.mutateAsync(body);
      toast.success(t("reset.doneToast"));
      navigate(paths.dashboard, { replace: true });
    } catch (err) {
      showServerErrors(form, err, t("reset.failed"));
    }
  });
  const linkError =
    form.formState.errors.token?.message ??
    (reset.error instanceof ApiError ? reset.error.fields?.token : undefined);

  return (
    <AuthShell title={t("reset.title")}>
      {!token ? (
        <DeadLink message={t("reset.invalid")} />
      ) : linkError ? (
        <DeadLink message={linkError} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <PasswordField<ResetPasswordBody>
              name="password"
              label={t("reset.newPassword")}
              hint={t("fields.passwordHint", { count: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
            <FormErrorSummary />
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? t("reset.submitting") : t("reset.submit")}
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthShell>
  );
}
