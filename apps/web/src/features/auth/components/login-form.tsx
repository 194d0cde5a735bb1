import { LoginBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { ControlsFieldset, showServerErrors, TextField, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import { errorMessage } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { useLogin } from "../api/auth-api";
import { useAuthText } from "../i18n";
import { redirectTarget } from "../lib/redirect-target";
import { PasswordField } from "./password-field";

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

export function LoginForm() {
  const { t } = useAuthText();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(LoginBody, { defaultValues: { email: "", password: "" } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // mutateAsync, not mutate callbacks: they must run even if the page unmounts once auth is set.
      const data = await login.mutateAsync(body);
      toast.success(i18n.t("auth:login.welcomeToast"));
      trackEvent("user-login", { userId: data.user.id });
      navigate(redirectTarget(location), { replace: true });
    } catch (err) {
      showServerErrors(form, err, i18n.t("auth:login.failed"));
      toast.error(errorMessage(err, i18n.t("auth:login.failed")));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <ControlsFieldset className="space-y-4">
          <TextField<LoginBody>
            name="email"
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField<LoginBody>
            name="password"
            label={t("fields.password")}
            autoComplete="current-password"
            required
          />
          <p className="-mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className={linkClass}>
              {t("login.forgotPassword")}
            </Link>
          </p>
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? t("login.submitting") : t("login.submit")}
          </Button>
          <p className="text-center text-sm text-slate-600">
            {t("login.noAccount")}{" "}
            <Link to={paths.signup} state={location.state} className={linkClass}>
              {t("login.signUpLink")}
            </Link>
          </p>
        </ControlsFieldset>
      </form>
    </FormProvider>
  );
}
