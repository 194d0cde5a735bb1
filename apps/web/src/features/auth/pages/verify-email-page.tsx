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
import { authEnglish, useAuthText } from "../i18n";

/** After a successful verification the page moves on to /login by itself (requirements S2). */
export const VERIFY_REDIRECT_MS = 3000;
/** The English fallback when the server gives no reason. */
export const VERIFY_FAILED_MESSAGE = authEnglish.verify.failed;

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

export function VerifyEmailPage() {
  const { t } = useAuthText();
  useDocumentTitle(t("verify.title"));
  const { token } = useParams<{ token: string }>();
  if (!token) {
    return (
      <AuthShell title={t("verify.title")}>
        <Outcome ok={false} message={t("verify.invalid")} />
        <ErrorLinks />
      </AuthShell>
    );
  }
  return <VerifyToken token={token} />;
}

function VerifyToken({ token }: { token: string }) {
  const { t } = useAuthText();
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
    <AuthShell title={t("verify.title")}>
      {verify.isPending ? <Spinner label={t("verify.verifying")} /> : null}
      {verify.isSuccess ? (
        <>
          <Outcome ok message={verify.data.message} />
          <p className="mt-4 text-center text-sm text-slate-600">{t("verify.redirecting")}</p>
          <p className="mt-4 text-center">
            <Link to={paths.login} replace className={linkClass}>
              {t("goToLogin")}
            </Link>
          </p>
        </>
      ) : null}
      {verify.isError ? (
        <>
          <Outcome ok={false} message={errorMessage(verify.error, t("verify.failed"))} />
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
  const { t } = useAuthText();
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-sm">
      <Link
        to={paths.signup}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t("verify.backToSignup")}
      </Link>
      <p className="text-slate-600">
        {t("verify.alreadyVerified")}{" "}
        <Link to={paths.login} className={linkClass}>
          {t("signup.logInLink")}
        </Link>
      </p>
    </div>
  );
}
