import { CloudOff, RefreshCw } from "lucide-react";
import i18n from "../../../../lib/i18n";
import "../../i18n";

export interface ConnectionStatusProps {
  online: boolean;
  /** Answers held in the offline queue, not yet on the server. */
  waiting: number;
}

/** What the indicator says; null when there is nothing to say (online, nothing waiting). */
export function connectionMessage({ online, waiting }: ConnectionStatusProps): string | null {
  if (!online) {
    return waiting > 0
      ? i18n.t("session:connection.offlineWaiting", { count: waiting })
      : i18n.t("session:connection.offline");
  }
  return waiting > 0 ? i18n.t("session:connection.sending", { count: waiting }) : null;
}

/**
 * The session's small connection indicator (offline study): shown only while offline or while
 * answers wait to be sent; polite, so a screen reader hears the change without losing its place.
 */
export function ConnectionStatus(props: ConnectionStatusProps) {
  const message = connectionMessage(props);
  const Icon = props.online ? RefreshCw : CloudOff;
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {message ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <Icon aria-hidden="true" className="h-4 w-4" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
