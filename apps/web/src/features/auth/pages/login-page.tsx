import { AuthShell } from "../components/auth-shell";
import { LoginForm } from "../components/login-form";

export function LoginPage() {
  return (
    <AuthShell title="Log In" subtitle="Welcome back. Pick up where you left off.">
      <LoginForm />
    </AuthShell>
  );
}
