import { AuthShell } from "../components/auth-shell";
import { SignupForm } from "../components/signup-form";

export function SignupPage() {
  return (
    <AuthShell title="Sign Up" subtitle="Create a free account. No credit card needed.">
      <SignupForm />
    </AuthShell>
  );
}
