import { useId, useRef } from "react";
import { flushSync } from "react-dom";
import { ReadAloudButton } from "../../../../components/ui/read-aloud-button";
import type { DemoCard } from "../../data/demo-cards";
import { useDemo } from "../../hooks/use-demo";
import { useLandingText } from "../../i18n";
import { DemoComplete } from "./demo-complete";
import { DemoDepthPanels } from "./demo-depth-panels";
import { DemoExplanation } from "./demo-explanation";
import { DemoGlossaryPanel } from "./demo-glossary-panel";
import { DemoOptions } from "./demo-options";
import { useDemoCards } from "./demo-text";
import { DemoToolbar } from "./demo-toolbar";

/**
 * The no-signup demo (requirements S2): multiple-choice cards with depth levels, glossary and a guided tour.
 * The cards are in the interface language unless given (tests).
 */
export function InteractiveDemo({ cards: given }: { cards?: readonly DemoCard[] }) {
  const { t } = useLandingText();
  const translated = useDemoCards();
  const cards = given ?? translated.cards;
  const demo = useDemo(cards);
  const { state, card, answered } = demo;
  const baseId = useId();
  const faceRef = useRef<HTMLHeadingElement>(null);

  // The pressed button disappears with the old card, so focus moves to the new question.
  const moveTo = (action: () => void) => {
    flushSync(action);
    faceRef.current?.focus();
  };

  return (
    <div className="rounded-3xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5">
      <div className="flex items-center justify-between gap-4 rounded-t-3xl border-b border-slate-100 bg-slate-50 px-5 py-3 sm:px-8">
        <p className="text-sm font-medium text-slate-600">
          {t("demo.progress", { current: state.cardIndex + 1, total: cards.length })}
        </p>
        <div className="flex gap-1.5" aria-hidden="true">
          {cards.map((c, i) => (
            <span
              key={c.id}
              className={
                i <= state.cardIndex
                  ? "h-1.5 w-8 rounded-full bg-brand-500"
                  : "h-1.5 w-8 rounded-full bg-slate-200"
              }
            />
          ))}
        </div>
      </div>

      <div className="space-y-6 p-5 sm:p-8">
        <div className="flex items-start gap-2">
          <h3
            ref={faceRef}
            tabIndex={-1}
            className="min-w-0 flex-1 text-xl font-semibold text-slate-900 outline-none sm:text-2xl"
          >
            {card.face}
          </h3>
          <ReadAloudButton text={card.face} lang={translated.cardLanguage} label={t("demo.readQuestion")} />
        </div>
        <DemoOptions card={card} selectedIndex={state.selectedIndex} onAnswer={demo.answer} />
        <div aria-live="polite">
          {answered ? (
            <DemoExplanation card={card} isCorrect={demo.isCorrect} lang={translated.cardLanguage} />
          ) : null}
        </div>
        <DemoToolbar
          demo={demo}
          explainerId={`${baseId}-explainer`}
          glossaryId={`${baseId}-glossary`}
          onNext={() => moveTo(demo.next)}
        />
        {state.explainerOpen ? (
          <DemoDepthPanels
            id={`${baseId}-explainer`}
            card={card}
            deepDiveOpen={state.deepDiveOpen}
            onOpenDeepDive={demo.openDeepDive}
            showHint={state.hint === "deepDive"}
          />
        ) : null}
        {state.glossaryOpen ? <DemoGlossaryPanel id={`${baseId}-glossary`} terms={card.glossary} /> : null}
        {demo.isComplete ? (
          <DemoComplete
            correctCount={state.correctCount}
            cardCount={cards.length}
            onRestart={() => moveTo(demo.restart)}
          />
        ) : null}
      </div>
    </div>
  );
}
