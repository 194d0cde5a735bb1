import { ChangeEmailBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { FormErrorSummary, showServerErrors, TextField, useZodForm } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { PasswordField, useChangeEmail } from "../../../auth";
import { AccountSection } from "./account-section";

const EMPTY = { newEmail: "", password: "" };

/** Change email: a link goes to the new address; the change applies when it is opened. */
export function ChangeEmailSection({ email }: { email: string }) {
  const change = useChangeEmail();
  const form = useZodForm(ChangeEmailBody, { defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => form.reset(EMPTY),
      onError: (err) => showServerErrors(form, err, "Failed to change the email address"),
    }),
  );
  return (
    <AccountSection
      title="Email"
      description={
        <>
          You sign in with <strong>{email}</strong>. A new address takes effect once you open the link we mail
          to it.
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
          <TextField<ChangeEmailBody> name="newEmail" label="New email" type="email" autoComplete="email" />
          <PasswordField<ChangeEmailBody> name="password" label="Password" autoComplete="current-password" />
          <FormErrorSummary />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Sending..." : "Change email"}
          </Button>
        </form>
      </FormProvider>
    </AccountSection>
  );
}
