import { useDocumentTitle } from "../../../hooks/use-document-title";
import { AuthShell } from "../components/auth-shell";
import { SignupForm } from "../components/signup-form";

export function SignupPage() {
  useDocumentTitle("Sign Up");
  return (
    <AuthShell title="Sign Up" subtitle="Create a free account. No credit card needed.">
      <SignupForm />
    </AuthShell>
  );
}
