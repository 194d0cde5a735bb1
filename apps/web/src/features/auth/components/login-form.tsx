import { LoginBody } from "@recall/shared";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useLogin } from "../api/auth-api";
import { type FieldErrors, fieldErrors } from "../lib/form-errors";
import { redirectTarget } from "../lib/redirect-target";
import { PasswordInput } from "./password-input";

type LoginField = "email" | "password";

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});

  const update = (field: LoginField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = LoginBody.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      // mutateAsync, not mutate callbacks: they must run even if the page unmounts once auth is set.
      const data = await login.mutateAsync(parsed.data);
      toast.success("Welcome back!");
      trackEvent("user-login", { userId: data.user.id });
      navigate(redirectTarget(location), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(errorMessage(err, "Failed to log in"));
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
      <Field label="Password" error={errors.password}>
        {(id) => (
          <PasswordInput
            id={id}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={update("password")}
            aria-invalid={!!errors.password}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Log In"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don't have an account?{" "}
        <Link
          to={paths.signup}
          state={location.state}
          className="font-medium text-brand-600 hover:text-brand-700"
        >
          Sign up
        </Link>
      </p>
    </form>
  );
}
