import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-client";
import { authApi } from "../api/auth-api";
import { AuthShell } from "../components/auth-shell";

/** After a successful verification the page moves on to /login by itself (requirements S2). */
export const VERIFY_REDIRECT_MS = 3000;
export const VERIFY_FAILED_MESSAGE = "Verification failed. The link may be expired or invalid.";

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

export function VerifyEmailPage() {
  useDocumentTitle("Email verification");
  const { token } = useParams<{ token: string }>();
  if (!token) {
    return (
      <AuthShell title="Email verification">
        <Outcome ok={false} message="Invalid verification link" />
        <ErrorLinks />
      </AuthShell>
    );
  }
  return <VerifyToken token={token} />;
}

function VerifyToken({ token }: { token: string }) {
  const navigate = useNavigate();
  // A query (not an effect) so StrictMode's double mount does not spend the single-use link twice.
  const verify = useQuery({
    queryKey: ["auth", "verify-email", token],
    queryFn: () => authApi.verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verify.isSuccess, navigate]);

  return (
    <AuthShell title="Email verification">
      {verify.isPending ? <Spinner label="Verifying your email..." /> : null}
      {verify.isSuccess ? (
        <>
          <Outcome ok message={verify.data.message} />
          <p className="mt-4 text-center text-sm text-slate-600">Redirecting you to the login page...</p>
          <p className="mt-4 text-center">
            <Link to={paths.login} replace className={linkClass}>
              Go to Login
            </Link>
          </p>
        </>
      ) : null}
      {verify.isError ? (
        <>
          <Outcome ok={false} message={errorMessage(verify.error, VERIFY_FAILED_MESSAGE)} />
          <ErrorLinks />
        </>
      ) : null}
    </AuthShell>
  );
}

function Outcome({ ok, message }: { ok: boolean; message: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-col items-center gap-3 text-center" role={ok ? "status" : "alert"}>
      <Icon aria-hidden className={ok ? "h-12 w-12 text-emerald-600" : "h-12 w-12 text-red-600"} />
      <p className="text-slate-800">{message}</p>
    </div>
  );
}

function ErrorLinks() {
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-sm">
      <Link
        to={paths.signup}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Back to Sign Up
      </Link>
      <p className="text-slate-600">
        Already verified?{" "}
        <Link to={paths.login} className={linkClass}>
          Log in
        </Link>
      </p>
    </div>
  );
}
