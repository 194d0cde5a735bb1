import { ChangeEmailBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { FormErrorSummary, showServerErrors, TextField, useZodForm } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { PasswordField, useChangeEmail } from "../../../auth";
import { useSettingsText } from "../../i18n";
import { AccountSection } from "./account-section";

const EMPTY = { newEmail: "", password: "" };

/** Change email: a link goes to the new address; the change applies when it is opened. */
export function ChangeEmailSection({ email }: { email: string }) {
  const { t } = useSettingsText();
  const change = useChangeEmail();
  const form = useZodForm(ChangeEmailBody, { defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => form.reset(EMPTY),
      onError: (err) => showServerErrors(form, err, t("account.email.failed")),
    }),
  );
  return (
    <AccountSection
      title={t("account.email.title")}
      description={
        <>
          {t("account.email.before")}
          <strong>{email}</strong>
          {t("account.email.after")}
        </>
      }
    >
      {change.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {change.data.message}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField<ChangeEmailBody>
            name="newEmail"
            label={t("account.email.newEmail")}
            type="email"
            autoComplete="email"
          />
          <PasswordField<ChangeEmailBody>
            name="password"
            label={t("account.password")}
            autoComplete="current-password"
          />
          <FormErrorSummary />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t("account.email.sending") : t("account.email.submit")}
          </Button>
        </form>
      </FormProvider>
    </AccountSection>
  );
}
