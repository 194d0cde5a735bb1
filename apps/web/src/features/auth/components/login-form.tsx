import { LoginBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { showServerErrors, TextField, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import { errorMessage } from "../../../lib/api-client";
import { useLogin } from "../api/auth-api";
import { redirectTarget } from "../lib/redirect-target";
import { PasswordField } from "./password-field";

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(LoginBody, { defaultValues: { email: "", password: "" } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // mutateAsync, not mutate callbacks: they must run even if the page unmounts once auth is set.
      const data = await login.mutateAsync(body);
      toast.success("Welcome back!");
      trackEvent("user-login", { userId: data.user.id });
      navigate(redirectTarget(location), { replace: true });
    } catch (err) {
      showServerErrors(form, err, "Failed to log in");
      toast.error(errorMessage(err, "Failed to log in"));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField<LoginBody> name="email" label="Email" type="email" autoComplete="email" required />
        <PasswordField<LoginBody> name="password" label="Password" autoComplete="current-password" required />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className={linkClass}>
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? "Logging in..." : "Log In"}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Don't have an account?{" "}
          <Link to={paths.signup} state={location.state} className={linkClass}>
            Sign up
          </Link>
        </p>
      </form>
    </FormProvider>
  );
}
