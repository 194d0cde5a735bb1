import { ChangePasswordBody, PASSWORD_MIN_LENGTH } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { toast } from "sonner";
import { FormErrorSummary, showServerErrors, useZodForm } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { PasswordField, useChangePassword } from "../../../auth";
import { AccountSection } from "./account-section";

const EMPTY = { currentPassword: "", newPassword: "" };

/** Change password: the current one is required; the server signs every other sign-in out. */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const form = useZodForm(ChangePasswordBody, { defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        form.reset(EMPTY);
      },
      onError: (err) => showServerErrors(form, err, "Failed to change the password"),
    }),
  );
  return (
    <AccountSection title="Password" description="Changing it signs you out everywhere else.">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField<ChangePasswordBody>
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordField<ChangePasswordBody>
            name="newPassword"
            label="New password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
          />
          <FormErrorSummary />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Saving..." : "Change password"}
          </Button>
        </form>
      </FormProvider>
    </AccountSection>
  );
}
