import { clsx } from "clsx";
import { ArrowRight, BookA, Lightbulb } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import type { DemoController } from "../../hooks/use-demo";
import { useLandingText } from "../../i18n";
import { HintBubble, hintTargetRing } from "./hint-bubble";

interface DemoToolbarProps {
  demo: DemoController;
  explainerId: string;
  glossaryId: string;
  onNext: () => void;
}

/** Learn more and Glossary (each with its tour bubble), and Next Card once the card is answered. */
export function DemoToolbar({ demo, explainerId, glossaryId, onNext }: DemoToolbarProps) {
  const { t } = useLandingText();
  const { state, answered, isLastCard } = demo;
  // At the Deep Dive step with Level 1 closed, the Deep Dive button is hidden: point at Learn more instead.
  const infoHint =
    state.hint === "info"
      ? t("demo.hints.info")
      : state.hint === "deepDive" && !state.explainerOpen
        ? t("demo.hints.infoAgain")
        : null;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative">
        <Button
          variant="secondary"
          aria-expanded={state.explainerOpen}
          aria-controls={state.explainerOpen ? explainerId : undefined}
          onClick={demo.toggleExplainer}
          className={clsx(infoHint && hintTargetRing)}
        >
          <Lightbulb className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {t("demo.learnMore")}
        </Button>
        {infoHint ? <HintBubble>{infoHint}</HintBubble> : null}
      </div>
      <div className="relative">
        <Button
          variant="secondary"
          aria-expanded={state.glossaryOpen}
          aria-controls={state.glossaryOpen ? glossaryId : undefined}
          onClick={demo.toggleGlossary}
          className={clsx(state.hint === "glossary" && hintTargetRing)}
        >
          <BookA className="h-4 w-4 text-amber-700" aria-hidden="true" />
          {t("demo.glossary")}
        </Button>
        {state.hint === "glossary" ? <HintBubble align="right">{t("demo.hints.glossary")}</HintBubble> : null}
      </div>
      {answered && !isLastCard ? (
        <Button onClick={onNext} className="ml-auto">
          {t("demo.nextCard")}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
