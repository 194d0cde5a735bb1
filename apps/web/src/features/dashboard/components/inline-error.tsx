import { AlertCircle, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

export interface InlineErrorProps {
  message: string;
  onRetry: () => void;
  /** True while the retry is under way: the button is disabled so it cannot stack requests. */
  retrying?: boolean;
}

/** A widget's failed load: the message and a Try again button, in place of the widget's content. */
export function InlineError({ message, onRetry, retrying = false }: InlineErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden className="h-4 w-4 shrink-0" />
      <span className="min-w-0 flex-1">{message}</span>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        {t("dashboard.retry")}
      </Button>
    </div>
  );
}
