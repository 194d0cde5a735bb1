import { type Card, hasMcqOptions } from "@recall/shared";
import { useId, useRef } from "react";
import { type CardSpeech, ReadAloudButton } from "../../../../components/ui/read-aloud-button";
import { CardMemoryButton } from "../../../analytics";
import { OPTION_LETTERS } from "../../hooks/session-keys";
import type { CardRun } from "../../hooks/session-state";
import { useScrollDepth } from "../../hooks/use-scroll-depth";
import type { SessionMachine } from "../../hooks/use-session-machine";
import { useSessionText } from "../../i18n";
import { LayeredExplanation, type RelatedConceptView } from "../explanation";
import type { GlossaryTermLike } from "../glossary";
import { SandboxPanel } from "../sandbox";
import { AdvanceBar } from "./advance-bar";
import { AnswerFeedback } from "./answer-feedback";
import { AnswerReveal } from "./answer-reveal";
import { CardHeader } from "./card-header";
import { CardText } from "./card-text";
import { HintNote } from "./hint-note";
import { McqOptions } from "./mcq-options";
import { WrongPanel } from "./wrong-panel";

export interface SessionCardProps {
  card: Card;
  run: CardRun;
  actions: SessionMachine["actions"];
  secondsLeft: number | null;
  /** The card's glossary terms, already cut to prefs.glossaryTermCount. */
  terms: readonly GlossaryTermLike[];
  onTermView: (term: GlossaryTermLike) => void;
  /** Level 3's Generate for a concept without linked cards (requirements S2). */
  onGenerateRelated?: (concept: RelatedConceptView) => unknown;
  generateDisabledReason?: string | null;
  /** Read-aloud buttons on face and back in this language, reading unasked when autoRead is on. */
  speech?: CardSpeech;
}

/**
 * What the question's read-aloud button says: the face, and in multiple choice every option with the
 * letter its key takes ("A: Venus."), so a learner who listens can answer without reading.
 */
export function spokenQuestion(face: string, options?: readonly string[]): string {
  if (!options?.length) return face;
  const lettered = options.map((option, i) => `${OPTION_LETTERS[i] ?? i + 1}: ${option.trim()}`);
  return [face.trim(), ...lettered].map((part) => (/[.?!:]$/.test(part) ? part : `${part}.`)).join(" ");
}

/** One flashcard in the session, in every phase of requirements S4 "Card in session". */
export function SessionCard({
  card,
  run,
  actions,
  secondsLeft,
  terms,
  onTermView,
  onGenerateRelated,
  generateDisabledReason,
  speech,
}: SessionCardProps) {
  const { t } = useSessionText();
  const explanation = useRef<HTMLDivElement>(null);
  const faceId = useId();
  useScrollDepth(explanation, run.level > 0, actions.scrollDepth);
  const isMcq = run.mode === "mcq";
  const answered = run.phase === "graded" || run.phase === "wrong";
  const correct = run.result?.correct ?? false;

  return (
    <article
      aria-labelledby={faceId}
      className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm wrap-anywhere sm:p-6"
    >
      <CardHeader
        topic={card.topic}
        level={card.level}
        showToggle={hasMcqOptions(card)}
        mode={run.mode}
        canFlip={run.phase === "front" && run.wrongPicks.length === 0}
        onModeChange={actions.setMode}
      />
      <div className="flex items-start gap-2">
        <h2 id={faceId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900 sm:text-xl">
          <CardText text={card.face} terms={terms} onTermView={onTermView} />
        </h2>
        {speech ? (
          <ReadAloudButton
            text={spokenQuestion(card.face, isMcq ? (card.options ?? undefined) : undefined)}
            lang={speech.lang}
            autoRead={speech.autoRead}
            label={t("card.readQuestion")}
          />
        ) : null}
      </div>

      {isMcq ? (
        <McqOptions
          options={card.options ?? []}
          answerIndex={card.answerIndex}
          phase={run.phase}
          picked={run.picked}
          wrongPicks={run.wrongPicks}
          onChoose={actions.choose}
        />
      ) : (
        <AnswerReveal
          back={card.back}
          isCloze={card.type === "cloze"}
          run={run}
          speech={speech}
          onReveal={actions.reveal}
          onCheckCloze={actions.checkCloze}
          onGrade={actions.selfGrade}
        />
      )}

      {run.phase === "wrong" ? (
        <WrongPanel
          explanation={card.explanationWrong?.trim() || card.back}
          onTryAgain={actions.tryAgain}
          onContinue={actions.continueWrong}
        />
      ) : null}

      {run.phase === "graded" ? (
        <>
          <HintNote run={run} />
          <AnswerFeedback correct={correct} text={correct ? card.explanationRight : card.explanationWrong} />
          <AdvanceBar
            auto={isMcq && correct && !card.sandbox}
            sandboxShown={Boolean(card.sandbox)}
            secondsLeft={secondsLeft}
            failed={run.failed}
            onNext={actions.next}
          />
        </>
      ) : null}

      {card.sandbox && answered ? (
        <SandboxPanel
          sandbox={card.sandbox}
          card={card}
          choiceIndex={isMcq ? run.picked : null}
          isCorrect={run.phase === "graded" && correct}
        />
      ) : null}

      <div ref={explanation} className="border-t border-slate-100 pt-3">
        <LayeredExplanation
          card={card}
          level={run.level}
          onLevelChange={actions.setLevel}
          terms={terms}
          onTermView={onTermView}
          onGenerateRelated={onGenerateRelated}
          generateDisabledReason={generateDisabledReason}
        />
        {run.phase === "front" ? <HintNote run={run} /> : null}
        {run.level > 0 ? <CardMemoryButton cardId={card.id} className="mt-3" /> : null}
      </div>
    </article>
  );
}
