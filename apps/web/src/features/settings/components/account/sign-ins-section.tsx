import type { SignIn } from "@recall/shared";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { errorMessage } from "../../../../lib/api-client";
import i18n from "../../../../lib/i18n";
import { useRevokeOtherSignIns, useRevokeSignIn, useSignIns } from "../../../auth";
import { useSettingsText } from "../../i18n";
import { AccountSection } from "./account-section";

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(i18n.language) : i18n.t("settings:account.signIns.notYet");

/** The active sign-ins, each with Sign out, and Sign out everywhere else. */
export function SignInsSection() {
  const { t } = useSettingsText();
  const signIns = useSignIns();
  const revoke = useRevokeSignIn();
  const revokeOthers = useRevokeOtherSignIns();
  const others = signIns.data?.filter((s) => !s.current).length ?? 0;
  const failed = (err: unknown) => toast.error(errorMessage(err, t("account.signIns.signOutFailed")));

  return (
    <AccountSection title={t("account.signIns.title")} description={t("account.signIns.description")}>
      {signIns.isPending ? <Spinner label={t("account.signIns.loading")} /> : null}
      {signIns.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(signIns.error, t("account.signIns.loadFailed"))}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {signIns.data?.map((s) => (
          <SignInRow
            key={s.id}
            signIn={s}
            pending={revoke.isPending && revoke.variables === s.id}
            onSignOut={() => revoke.mutate(s.id, { onError: failed })}
          />
        ))}
      </ul>
      <Button
        variant="secondary"
        disabled={others === 0 || revokeOthers.isPending}
        onClick={() =>
          revokeOthers.mutate(undefined, { onSuccess: (res) => toast.success(res.message), onError: failed })
        }
      >
        {t("account.signIns.signOutOthers")}
      </Button>
    </AccountSection>
  );
}

function SignInRow({
  signIn,
  pending,
  onSignOut,
}: {
  signIn: SignIn;
  pending: boolean;
  onSignOut: () => void;
}) {
  const { t } = useSettingsText();
  const name = t("account.signIns.device", { browser: signIn.browser, system: signIn.system });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={name}>
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {name}
          {signIn.current ? (
            <span className="ml-2 text-emerald-700">{t("account.signIns.thisBrowser")}</span>
          ) : null}
        </p>
        <p className="text-slate-600">
          {t("account.signIns.times", { created: when(signIn.createdAt), used: when(signIn.lastUsedAt) })}
        </p>
      </div>
      {signIn.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={onSignOut}
          aria-label={t("account.signIns.signOutNamed", { name })}
        >
          {t("account.signIns.signOut")}
        </Button>
      )}
    </li>
  );
}
