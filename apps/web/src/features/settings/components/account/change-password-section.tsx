import { ChangePasswordBody, PASSWORD_MIN_LENGTH } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { toast } from "sonner";
import { FormErrorSummary, showServerErrors, useZodForm } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { PasswordField, useChangePassword } from "../../../auth";
import { useSettingsText } from "../../i18n";
import { AccountSection } from "./account-section";

const EMPTY = { currentPassword: "", newPassword: "" };

/** Change password: the current one is required; the server signs every other sign-in out. */
export function ChangePasswordSection() {
  const { t } = useSettingsText();
  const change = useChangePassword();
  const form = useZodForm(ChangePasswordBody, { defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        form.reset(EMPTY);
      },
      onError: (err) => showServerErrors(form, err, t("account.passwordSection.failed")),
    }),
  );
  return (
    <AccountSection title={t("account.password")} description={t("account.passwordSection.description")}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField<ChangePasswordBody>
            name="currentPassword"
            label={t("account.passwordSection.current")}
            autoComplete="current-password"
          />
          <PasswordField<ChangePasswordBody>
            name="newPassword"
            label={t("account.passwordSection.new")}
            hint={t("account.passwordSection.hint", { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
          />
          <FormErrorSummary />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t("saving") : t("account.passwordSection.submit")}
          </Button>
        </form>
      </FormProvider>
    </AccountSection>
  );
}
