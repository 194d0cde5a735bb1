import { Lightbulb, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../../../components/ui/button";
import { Markdown } from "../../../../components/ui/markdown";
import { useSessionText } from "../../i18n";
import { Kbd } from "./kbd";

export interface WrongPanelProps {
  /** explanationWrong, else the card's back. */
  explanation: string;
  onTryAgain: () => void;
  onContinue: () => void;
}

/**
 * The "wrong" state of every card type: the explanation with Try Again (back to the question: pick again,
 * or show or type the answer again) and Continue (record it as wrong).
 */
export function WrongPanel({ explanation, onTryAgain, onContinue }: WrongPanelProps) {
  const { t } = useSessionText();
  const titleId = useId();
  const buttons = useRef<HTMLDivElement>(null);
  // The control that opened the panel (the option picked, Incorrect, Check) is gone or disabled now: focus
  // goes to Continue, which Enter presses, as the key hint says.
  useEffect(() => {
    buttons.current?.querySelector<HTMLButtonElement>("[data-continue]")?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-amber-900">
        <Lightbulb aria-hidden className="h-5 w-5" /> {t("wrong.title")}
      </h3>
      <Markdown text={explanation} className="text-slate-800" />
      <div ref={buttons} className="grid grid-cols-2 gap-2 sm:flex">
        <Button variant="secondary" onClick={onTryAgain}>
          <RotateCcw aria-hidden className="h-4 w-4" /> {t("wrong.tryAgain")}
        </Button>
        <Button data-continue aria-keyshortcuts="Enter" onClick={onContinue}>
          {t("wrong.continue")} <Kbd>{t("keys.enter")}</Kbd>
        </Button>
      </div>
    </section>
  );
}
