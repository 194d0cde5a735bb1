import { useSearchParams } from "react-router";
import { SESSION_EXPIRED_REASON } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { AuthShell } from "../components/auth-shell";
import { LoginForm } from "../components/login-form";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";

export function LoginPage() {
  useDocumentTitle("Log In");
  const [params] = useSearchParams();
  const expired = params.get("reason") === SESSION_EXPIRED_REASON;
  return (
    <AuthShell title="Log In" subtitle="Welcome back. Pick up where you left off.">
      {expired ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {SESSION_EXPIRED_MESSAGE}
        </p>
      ) : null}
      <LoginForm />
    </AuthShell>
  );
}
