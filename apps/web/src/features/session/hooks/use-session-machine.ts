import { checkClozeAnswer, type QuestionMode } from "@recall/shared";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { trackEvent } from "../../../lib/analytics";
import { playCorrect, playIncorrect, playStreakIfMilestone } from "../../../lib/sounds";
import { markCardShown, markNextCardRequested } from "../lib/performance-marks";
import { newAnswerId } from "./answer-id";
import { sessionReducer } from "./session-reducer";
import {
  type CardSeed,
  createSessionState,
  currentCard,
  type Level,
  type SessionInit,
  type SessionState,
} from "./session-state";
import { useAnswerSender } from "./use-answer-sender";
import { useCountdown } from "./use-countdown";

export type { SessionEvent } from "./session-reducer";
export { sessionReducer } from "./session-reducer";
export type { CardPhase, SessionState } from "./session-state";
export { createSessionState } from "./session-state";

/** requirements S4: after a failed answer submission the app moves on after 1 second. */
export const FAILED_ANSWER_ADVANCE_MS = 1000;

export const newSeed = (): CardSeed => ({
  random: Math.random(),
  clientAnswerId: newAnswerId(),
  now: Date.now(),
});

export interface SessionMachineOptions extends Omit<SessionInit, "seed"> {
  /** prefs.mcqDelay: seconds before a correct MCQ answer moves on. */
  mcqDelay: number;
}

function playResult(correct: boolean, streak: number) {
  if (!correct) {
    playIncorrect();
    return;
  }
  // A milestone streak gets its own, bigger sound instead of the plain "correct" one.
  if (!playStreakIfMilestone(streak)) playCorrect();
}

/**
 * The flashcard session: the pure reducer (session-reducer.ts) plus its side effects — answer
 * submission (use-answer-sender.ts, offline included), the MCQ auto-advance, the 1 s move-on after a failed submission, sounds and card-view events.
 */
export function useSessionMachine({ mcqDelay, ...init }: SessionMachineOptions) {
  const [state, dispatch] = useReducer(sessionReducer, { ...init, seed: newSeed() }, (args: SessionInit) =>
    createSessionState(args),
  );
  const latest = useRef<SessionState>(state);
  latest.current = state;
  const run = state.card;
  const card = currentCard(state);

  // Every answer goes to the server in order; without a connection it waits in the offline queue.
  const connection = useAnswerSender(state.outbox, latest, dispatch);

  const next = useCallback(() => {
    markNextCardRequested();
    dispatch({ type: "next", index: latest.current.index, seed: newSeed() });
  }, []);

  useEffect(() => {
    if (state.status !== "active" || !run.failed || run.phase !== "graded") return;
    const id = window.setTimeout(next, FAILED_ANSWER_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [state.status, run.failed, run.phase, next]);

  // A correct MCQ answer moves on after prefs.mcqDelay seconds, paused while an engine popup is open and
  // never started on a card with a sandbox: its result shows below the answer and needs reading time.
  const autoAdvance =
    state.status === "active" &&
    run.phase === "graded" &&
    run.mode === "mcq" &&
    run.result?.correct === true &&
    !card?.sandbox &&
    !state.popup;
  const secondsLeft = useCountdown(autoAdvance ? mcqDelay : null, state.index, next);

  const viewed = useRef(-1);
  useEffect(() => {
    const shown = latest.current.cards[state.index];
    // Once per card, also under React's development double effects.
    if (shown && latest.current.status === "active" && viewed.current !== state.index) {
      viewed.current = state.index;
      markCardShown(state.index);
      trackEvent("card-view", {
        sessionId: latest.current.sessionId,
        cardId: shown.id,
        mode: latest.current.card.mode,
      });
    }
  }, [state.index]);

  const actions = useMemo(
    () => ({
      choose(option: number) {
        const s = latest.current;
        const c = currentCard(s);
        if (!c || s.status !== "active" || s.card.phase !== "front" || s.card.mode !== "mcq") return;
        if (option >= (c.options?.length ?? 0) || s.card.wrongPicks.includes(option)) return;
        const correct = option === c.answerIndex;
        playResult(correct, s.counters.streak + 1);
        trackEvent("card-interaction", {
          action: "choose",
          cardId: c.id,
          correct,
          retry: s.card.retryAttempts > 0,
        });
        dispatch({ type: "choose", option, now: Date.now() });
      },
      reveal: () => dispatch({ type: "reveal" }),
      checkCloze(input: string) {
        const c = currentCard(latest.current);
        if (!c || !input.trim()) return;
        const s = latest.current;
        if (s.status !== "active" || s.card.phase !== "front") return;
        const matched = checkClozeAnswer(input, c);
        playResult(matched, s.counters.streak + 1);
        trackEvent("card-interaction", { action: "cloze-check", cardId: c.id, matched });
        dispatch({ type: "check-cloze", input, matched, now: Date.now() });
      },
      selfGrade(correct: boolean) {
        const s = latest.current;
        const c = currentCard(s);
        if (!c || s.card.phase !== "revealed") return;
        playResult(correct, s.counters.streak + 1);
        trackEvent("card-interaction", { action: "self-grade", cardId: c.id, correct });
        dispatch({ type: "self-grade", correct, now: Date.now() });
      },
      tryAgain: () => dispatch({ type: "try-again", now: Date.now() }),
      continueWrong: () => {
        markNextCardRequested();
        dispatch({ type: "continue", now: Date.now(), seed: newSeed() });
      },
      next,
      setMode(mode: QuestionMode) {
        const c = currentCard(latest.current);
        if (c) trackEvent("card-interaction", { action: "mode-toggle", cardId: c.id, mode });
        dispatch({ type: "set-mode", mode });
      },
      setLevel: (level: Level) => dispatch({ type: "set-level", level, now: Date.now() }),
      scrollDepth: (depth: number) => dispatch({ type: "scroll-depth", depth }),
      click: () => dispatch({ type: "click", now: Date.now() }),
      armFlow: () => dispatch({ type: "arm-flow" }),
      closePopup: () => dispatch({ type: "popup-closed" }),
    }),
    [next],
  );

  return { state, card, secondsLeft, actions, latest, connection };
}

export type SessionMachine = ReturnType<typeof useSessionMachine>;
