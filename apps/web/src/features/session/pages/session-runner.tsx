import { ADAPTIVE_CONFIG_STORAGE_KEY, type Card, parseAdaptiveConfig, type UserPrefs } from "@recall/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { canReadAloud, pageLanguage } from "../../../components/ui/read-aloud-button";
import { Spinner } from "../../../components/ui/spinner";
import { trackEvent } from "../../../lib/analytics";
import { useAiUnavailableReason } from "../../ai-create";
import { useCourseLanguages } from "../../courses";
import { RelatedCardDialog } from "../../related-cards";
import { SessionCard } from "../components/card";
import { CompletionScreen, completionStats } from "../components/completion";
import type { RelatedConceptView } from "../components/explanation";
import { GlossaryPanel, type GlossaryTermLike, useIsWide } from "../components/glossary";
import { EnginePopup } from "../components/popups";
import { ConnectionStatus, SessionAnnouncer, SessionProgress, StreakBanner } from "../components/progress";
import type { KeyCommand } from "../hooks/session-keys";
import type { SessionResume } from "../hooks/session-state";
import { useLeaveBeacon } from "../hooks/use-leave-beacon";
import { useSessionCompletion } from "../hooks/use-session-completion";
import { useSessionKeyboard } from "../hooks/use-session-keyboard";
import { useSessionMachine } from "../hooks/use-session-machine";
import { useSessionText } from "../i18n";

/** The override of the adaptive defaults kept in browser storage (requirements S9); unreadable storage gives the defaults. */
function readAdaptiveConfig() {
  try {
    return parseAdaptiveConfig(window.localStorage.getItem(ADAPTIVE_CONFIG_STORAGE_KEY));
  } catch {
    return parseAdaptiveConfig(null);
  }
}

export const FLOW_TOAST = "Flow state noted: your flow signature will be captured with your next answer.";

/** What a session starts from: the start page's cards, or the server's record after a reload. */
export interface SessionSource {
  sessionId: string;
  cards: Card[];
  resume?: SessionResume;
}

export interface SessionRunnerProps {
  source: SessionSource;
  prefs: UserPrefs;
}

/** A running session: progress, the card, the glossary side panel, engine popups, then the completion screen. */
export function SessionRunner({ source, prefs }: SessionRunnerProps) {
  // The config and the learner's prefs are read once: changing them mid-session would not be fair to the engine.
  const { t } = useSessionText();
  const [setup] = useState(() => ({
    config: readAdaptiveConfig(),
    mcqPreference: prefs.mcqPreference,
    mcqDelay: prefs.mcqDelay,
  }));
  const machine = useSessionMachine({ ...source, ...setup });
  const { sessionId } = source;
  const { state, actions, secondsLeft, connection } = machine;
  // Cards changed during the session (a related card linked from Level 3), shown over the started ones.
  const [changed, setChanged] = useState<Record<string, Partial<Card>>>({});
  const card =
    machine.card && changed[machine.card.id]
      ? { ...machine.card, ...changed[machine.card.id] }
      : machine.card;
  const [related, setRelated] = useState<{ card: Card; concept: RelatedConceptView } | null>(null);
  const aiReason = useAiUnavailableReason();
  const analyticsSent = useRef(false);
  const completion = useSessionCompletion(state, analyticsSent);
  useLeaveBeacon(machine.latest, analyticsSent);
  const isWide = useIsWide();
  // Each card is read aloud in its course's language, else the app's; only asked for where the
  // browser has a voice at all.
  const languages = useCourseLanguages(
    useMemo(() => (canReadAloud() ? state.cards.map((c) => c.courseId) : []), [state.cards]),
  );

  const terms = useMemo<GlossaryTermLike[]>(
    () => (card?.glossary ?? []).slice(0, Math.max(1, prefs.glossaryTermCount)),
    [card, prefs.glossaryTermCount],
  );
  const glossaryShown = isWide && terms.length > 0;
  const glossaryOpened = useRef(false);
  useEffect(() => {
    if (!glossaryShown || glossaryOpened.current) return;
    glossaryOpened.current = true;
    trackEvent("glossary-open", { sessionId: sessionId });
  }, [glossaryShown, sessionId]);
  const onTermView = useCallback(
    (term: GlossaryTermLike) => trackEvent("glossary-term-view", { term: term.term, sessionId: sessionId }),
    [sessionId],
  );

  const onKey = (command: KeyCommand) => {
    if (command.type === "choose") actions.choose(command.option);
    else if (command.type === "reveal") actions.reveal();
    else if (state.card.phase === "wrong") actions.continueWrong();
    else actions.next();
  };
  const keysOn = state.status === "active" && card !== undefined && !state.popup;
  useSessionKeyboard(
    keysOn
      ? { phase: state.card.phase, mode: state.card.mode, optionCount: card?.options?.length ?? 0 }
      : null,
    onKey,
  );

  const armFlow = () => {
    if (state.flowArmed) return;
    actions.armFlow();
    toast.success(FLOW_TOAST);
  };

  if (state.status === "finished") {
    if (completion.status === "done" && completion.finishedAt !== null) {
      const stats = completionStats({
        counters: state.counters,
        answers: state.answers,
        cardsPlanned: state.cards.length,
        startedAt: state.startedAt,
        finishedAt: completion.finishedAt,
      });
      return <CompletionScreen stats={stats} />;
    }
    if (connection.waiting > 0 && completion.status === "idle") {
      // The session is complete only once the server has every answer (offline study).
      return (
        <div className="space-y-2 text-center">
          <ConnectionStatus {...connection} />
          <Spinner
            label={
              connection.online
                ? "Finishing session..."
                : "Your answers will be sent when the connection returns, then the session completes."
            }
          />
        </div>
      );
    }
    return (
      <Spinner
        label={completion.status === "failed" ? "Returning to the dashboard..." : "Finishing session..."}
      />
    );
  }
  if (!card) return null;

  return (
    // Clicks anywhere in the session feed the rapid_clicks signal.
    <div className="space-y-4" onPointerDownCapture={actions.click}>
      {/* The page's level-one heading, for heading navigation; the card's face is its level two. On screen
          the progress bar says where the learner is, so it is not shown twice. */}
      <h1 className="sr-only">{t("runner.heading")}</h1>
      <SessionProgress
        current={state.index + 1}
        total={state.cards.length}
        correct={state.counters.correct}
        incorrect={state.counters.incorrect}
        streak={state.counters.streak}
        dopamine={state.chemicals.dopamine}
        flowArmed={state.flowArmed}
        onFlow={armFlow}
      />
      <ConnectionStatus {...connection} />
      <StreakBanner streak={state.counters.streak} />
      <SessionAnnouncer
        index={state.index}
        total={state.cards.length}
        face={card.face}
        phase={state.card.phase}
        result={state.card.result}
      />
      <div className={isWide ? "grid grid-cols-[minmax(0,1fr)_18rem] items-start gap-6" : ""}>
        <SessionCard
          key={state.card.clientAnswerId}
          card={card}
          run={state.card}
          actions={actions}
          secondsLeft={secondsLeft}
          terms={terms}
          onTermView={onTermView}
          onGenerateRelated={(concept) => setRelated({ card, concept })}
          generateDisabledReason={aiReason}
          speech={{ lang: languages.get(card.courseId) ?? pageLanguage(), autoRead: prefs.autoRead === true }}
        />
        {isWide ? (
          <GlossaryPanel
            terms={terms}
            maxTerms={prefs.glossaryTermCount}
            onTermView={onTermView}
            className="sticky top-4"
          />
        ) : null}
      </div>
      <p className="hidden text-center text-xs text-slate-500 sm:block">{t("runner.keys")}</p>
      <EnginePopup key={state.popupKey} action={state.popup} onClose={actions.closePopup} />
      {related ? (
        <RelatedCardDialog
          open
          courseId={related.card.courseId}
          sourceCardId={related.card.id}
          concept={related.concept}
          onClose={() => setRelated(null)}
          onSaved={({ sourceCard }) =>
            setChanged((c) => ({ ...c, [sourceCard.id]: { relatedConcepts: sourceCard.relatedConcepts } }))
          }
        />
      ) : null}
    </div>
  );
}
