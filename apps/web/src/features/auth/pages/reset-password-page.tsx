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

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

/** A link that no longer works (used, expired, unknown): the server's words and a way to a new one. */
function DeadLink({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {message}
      </p>
      <p className="text-center">
        <Link to={paths.forgotPassword} className={linkClass}>
          Request a new link
        </Link>
      </p>
    </div>
  );
}

/** Chooses a new password from a mailed link; on success the user is signed in and goes to the dashboard. */
export function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  const { token = "" } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(ResetPasswordBody, { defaultValues: { token, password: "" } });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await reset.mutateAsync(body);
      toast.success("Your password was changed. You are signed in.");
      navigate(paths.dashboard, { replace: true });
    } catch (err) {
      showServerErrors(form, err, "Failed to change the password");
    }
  });
  const linkError =
    form.formState.errors.token?.message ??
    (reset.error instanceof ApiError ? reset.error.fields?.token : undefined);

  return (
    <AuthShell title="Choose a new password">
      {!token ? (
        <DeadLink message="This reset link is not valid. Request a new one." />
      ) : linkError ? (
        <DeadLink message={linkError} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <PasswordField<ResetPasswordBody>
              name="password"
              label="New password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
              autoComplete="new-password"
              required
            />
            <FormErrorSummary />
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? "Saving..." : "Set new password"}
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthShell>
  );
}
