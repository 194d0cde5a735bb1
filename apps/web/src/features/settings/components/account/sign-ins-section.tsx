import type { SignIn } from "@recall/shared";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { errorMessage } from "../../../../lib/api-client";
import { useRevokeOtherSignIns, useRevokeSignIn, useSignIns } from "../../../auth";
import { AccountSection } from "./account-section";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "not yet");

/** The active sign-ins, each with Sign out, and Sign out everywhere else. */
export function SignInsSection() {
  const signIns = useSignIns();
  const revoke = useRevokeSignIn();
  const revokeOthers = useRevokeOtherSignIns();
  const others = signIns.data?.filter((s) => !s.current).length ?? 0;
  const failed = (err: unknown) => toast.error(errorMessage(err, "Failed to sign out"));

  return (
    <AccountSection title="Active sign-ins" description="Where your account is signed in now.">
      {signIns.isPending ? <Spinner label="Loading sign-ins..." /> : null}
      {signIns.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(signIns.error, "Failed to load your sign-ins")}
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
        Sign out everywhere else
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
  const name = `${signIn.browser} on ${signIn.system}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={name}>
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {name}
          {signIn.current ? <span className="ml-2 text-emerald-700">(this browser)</span> : null}
        </p>
        <p className="text-slate-600">
          Signed in {when(signIn.createdAt)} · last used {when(signIn.lastUsedAt)}
        </p>
      </div>
      {signIn.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={onSignOut}
          aria-label={`Sign out ${name}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
