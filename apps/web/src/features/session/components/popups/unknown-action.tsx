import { useEffect } from "react";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";
import { useLatest } from "./use-latest";

/** requirements S4: unknown engine action types close after 4 s. */
export const UNKNOWN_ACTION_CLOSE_MS = 4000;

/** The English of `session:popup.unknownMessage`. */
export const UNKNOWN_ACTION_MESSAGE =
  "Your session coach has a suggestion this version of the app cannot show yet.";

export interface UnknownActionProps {
  /** The action's ui_feedback message; a generic line when absent. */
  message?: string;
  /** Called by the Close button, or automatically after {@link UNKNOWN_ACTION_CLOSE_MS}. */
  onClose: () => void;
}

/** Fallback for an engine action this client does not know: shows its message, then closes itself. */
export function UnknownAction({ message, onClose }: UnknownActionProps) {
  const { t } = useSessionText();
  const close = useLatest(onClose);
  useEffect(() => {
    const id = window.setTimeout(() => close.current(), UNKNOWN_ACTION_CLOSE_MS);
    return () => window.clearTimeout(id);
  }, [close]);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{message || t("popup.unknownMessage")}</p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => onClose()}>
          {t("popup.close")}
        </Button>
      </div>
    </div>
  );
}
