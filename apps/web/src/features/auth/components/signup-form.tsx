import { PASSWORD_MIN_LENGTH, SignupBody } from "@recall/shared";
import { FormProvider } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { ControlsFieldset, showServerErrors, TextField, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import { errorMessage } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { useSignup } from "../api/auth-api";
import { useAuthText } from "../i18n";
import { redirectTarget } from "../lib/redirect-target";
import { PasswordField } from "./password-field";

export function SignupForm() {
  const { t } = useAuthText();
  const signup = useSignup();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(SignupBody, { defaultValues: { email: "", displayName: "", password: "" } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // mutateAsync, not mutate callbacks: they must run even if the page unmounts once auth is set.
      const data = await signup.mutateAsync(body);
      toast.success(i18n.t("auth:signup.createdToast"), {
        description: i18n.t("account.verifyText", { email: data.user.email }),
      });
      trackEvent("user-signup", { userId: data.user.id });
      navigate(redirectTarget(location), { replace: true });
    } catch (err) {
      showServerErrors(form, err, i18n.t("auth:signup.failed"));
      toast.error(errorMessage(err, i18n.t("auth:signup.failed")));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <ControlsFieldset className="space-y-4">
          <TextField<SignupBody>
            name="email"
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
          />
          <TextField<SignupBody>
            name="displayName"
            label={t("signup.displayName")}
            autoComplete="nickname"
            maxLength={80}
          />
          <PasswordField<SignupBody>
            name="password"
            label={t("fields.password")}
            hint={t("fields.passwordHint", { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
          />
          <Button type="submit" className="w-full" disabled={signup.isPending}>
            {signup.isPending ? t("signup.submitting") : t("signup.submit")}
          </Button>
          <p className="text-center text-sm text-slate-600">
            {t("signup.haveAccount")}{" "}
            <Link
              to={paths.login}
              state={location.state}
              className="font-medium text-brand-600 hover:text-brand-700"
            >
              {t("signup.logInLink")}
            </Link>
          </p>
        </ControlsFieldset>
      </form>
    </FormProvider>
  );
}
