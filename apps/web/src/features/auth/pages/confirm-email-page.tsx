import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-client";
import { useAuthStore } from "../../../stores/auth-store";
import { accountApi } from "../api/account-api";
import { AuthShell } from "../components/auth-shell";
import { useAuthText } from "../i18n";

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

/** Opens the link mailed to a new address: the account's address changes now. */
export function ConfirmEmailPage() {
  const { t } = useAuthText();
  useDocumentTitle(t("confirmEmail.title"));
  const { token = "" } = useParams<{ token: string }>();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const setUser = useAuthStore((s) => s.setUser);
  // A query (not an effect) so StrictMode's double mount does not spend the single-use link twice.
  const confirm = useQuery({
    queryKey: ["auth", "confirm-email", token],
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const res = await accountApi.confirmEmail(token);
      if (useAuthStore.getState().user?.id === res.data.user.id) setUser(res.data.user);
      return res.data.user;
    },
  });

  return (
    <AuthShell
      title={t("confirmEmail.title")}
      footer={
        <Link to={signedIn ? paths.accountSettings : paths.login} className={linkClass}>
          {signedIn ? t("confirmEmail.backToSettings") : t("goToLogin")}
        </Link>
      }
    >
      {!token ? <Outcome ok={false} message={t("confirmEmail.invalid")} /> : null}
      {token && confirm.isPending ? <Spinner label={t("confirmEmail.confirming")} /> : null}
      {confirm.isSuccess ? (
        <Outcome ok message={t("confirmEmail.done", { email: confirm.data.email })} />
      ) : null}
      {confirm.isError ? (
        <Outcome ok={false} message={errorMessage(confirm.error, t("confirmEmail.invalid"))} />
      ) : null}
    </AuthShell>
  );
}

function Outcome({ ok, message }: { ok: boolean; message: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <p role={ok ? "status" : "alert"} className="flex items-center gap-2 text-sm text-slate-800">
      <Icon aria-hidden className={ok ? "h-5 w-5 text-emerald-600" : "h-5 w-5 text-red-600"} />
      {message}
    </p>
  );
}
