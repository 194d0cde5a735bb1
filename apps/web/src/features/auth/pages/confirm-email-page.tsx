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

const linkClass = "font-medium text-brand-600 hover:text-brand-700";

/** Opens the link mailed to a new address: the account's address changes now. */
export function ConfirmEmailPage() {
  useDocumentTitle("Confirm your new email");
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
      title="Confirm your new email"
      footer={
        <Link to={signedIn ? paths.accountSettings : paths.login} className={linkClass}>
          {signedIn ? "Back to Account settings" : "Go to Login"}
        </Link>
      }
    >
      {!token ? <Outcome ok={false} message="This confirmation link is not valid." /> : null}
      {token && confirm.isPending ? <Spinner label="Confirming your new email..." /> : null}
      {confirm.isSuccess ? <Outcome ok message={`Your email address is now ${confirm.data.email}.`} /> : null}
      {confirm.isError ? (
        <Outcome ok={false} message={errorMessage(confirm.error, "This confirmation link is not valid.")} />
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
