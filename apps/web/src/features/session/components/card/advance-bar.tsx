import { ArrowRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";
import { Kbd } from "./kbd";

export interface AdvanceBarProps {
  /** MCQ auto-advance: seconds left, or null for a manual "Next Card". */
  secondsLeft: number | null;
  /** A correct MCQ answer: "Next now" instead of "Next Card". */
  auto: boolean;
  /** The answer could not be saved: the page moves on by itself after 1 s. */
  failed: boolean;
  /** The card's sandbox result is on screen: nothing moves on by itself while it is read. */
  sandboxShown?: boolean;
  onNext: () => void;
}

/** After a graded card: "Next Card" (basic/cloze) or the auto-advance note with "Next now" (MCQ). */
export function AdvanceBar({ secondsLeft, auto, failed, sandboxShown = false, onNext }: AdvanceBarProps) {
  const { t } = useSessionText();
  const bar = useRef<HTMLDivElement>(null);
  // Focus the way on, so Enter and screen-reader users land on it (the answered controls are disabled).
  useEffect(() => {
    bar.current?.querySelector("button")?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={bar} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {failed
          ? t("advance.saveFailed")
          : auto && secondsLeft !== null
            ? t("advance.nextIn", { seconds: secondsLeft })
            : sandboxShown
              ? t("advance.sandboxHint")
              : ""}
      </p>
      <Button size="lg" aria-keyshortcuts="Enter" onClick={onNext} className="w-full sm:w-auto">
        {auto ? t("advance.nextNow") : t("advance.nextCard")} <ArrowRight aria-hidden className="h-5 w-5" />{" "}
        <Kbd>{t("keys.enter")}</Kbd>
      </Button>
    </div>
  );
}
