import { PASSWORD_MIN_LENGTH, SignupBody } from "@recall/shared";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import { ApiError, errorMessage } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { useSignup } from "../api/auth-api";
import { type FieldErrors, fieldErrors } from "../lib/form-errors";
import { redirectTarget } from "../lib/redirect-target";
import { PasswordInput } from "./password-input";

type SignupField = "email" | "displayName" | "password";

export function SignupForm() {
  const signup = useSignup();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<SignupField, string>>({
    email: "",
    displayName: "",
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});

  const update = (field: SignupField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = SignupBody.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      // mutateAsync, not mutate callbacks: they must run even if the page unmounts once auth is set.
      const data = await signup.mutateAsync(parsed.data);
      toast.success("Account created successfully!", {
        description: i18n.t("account.verifyText", { email: data.user.email }),
      });
      trackEvent("user-signup", { userId: data.user.id });
      navigate(redirectTarget(location), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(errorMessage(err, "Failed to create account"));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Email" error={errors.email}>
        {(id) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update("email")}
            aria-invalid={!!errors.email}
          />
        )}
      </Field>
      <Field label="Display name (optional)" error={errors.displayName}>
        {(id) => (
          <Input
            id={id}
            autoComplete="nickname"
            maxLength={80}
            value={values.displayName}
            onChange={update("displayName")}
            aria-invalid={!!errors.displayName}
          />
        )}
      </Field>
      <Field label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} error={errors.password}>
        {(id) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={values.password}
            onChange={update("password")}
            aria-invalid={!!errors.password}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? "Creating Account..." : "Sign Up"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link
          to={paths.login}
          state={location.state}
          className="font-medium text-brand-600 hover:text-brand-700"
        >
          Log in
        </Link>
      </p>
    </form>
  );
}
