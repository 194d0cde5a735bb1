import {
  CLICK_WINDOW_MS,
  type EngineResponse,
  hasMcqOptions,
  type QuestionMode,
  recordAnswer,
  requestManualMode,
  runEngine,
} from "@recall/shared";
import type { PopupAction } from "../components/popups";
import { buildAnswer } from "./answer-payload";
import { type CardSeed, currentCard, type Level, newCardRun, type SessionState } from "./session-state";

/** Engine response as it arrives: the action may be of a type this client does not know. */
export type ReceivedEngine = Omit<EngineResponse, "action"> & { action: PopupAction | null };

export type SessionEvent =
  | { type: "set-mode"; mode: QuestionMode }
  | { type: "reveal" }
  | { type: "check-cloze"; input: string; matched: boolean; now: number }
  | { type: "self-grade"; correct: boolean; now: number }
  | { type: "choose"; option: number; now: number }
  | { type: "try-again"; now: number }
  | { type: "continue"; now: number; seed: CardSeed }
  /** Moves on from card `index`; ignored when that card is no longer current (a stale timer). */
  | { type: "next"; index: number; seed: CardSeed }
  | { type: "set-level"; level: Level; now: number }
  | { type: "scroll-depth"; depth: number }
  | { type: "click"; now: number }
  | { type: "arm-flow" }
  | { type: "answer-settled"; key: string; engine: ReceivedEngine | null }
  /** The server could not be reached: these answers wait in the offline queue. */
  | { type: "answers-held"; keys: string[] }
  | { type: "popup-closed" };

/** Records the result of the current card: counters, adaptive state, answer record and outbox. */
function record(state: SessionState, correct: boolean, now: number): SessionState {
  const card = currentCard(state);
  if (!card) return state;
  const run = state.card;
  const firstTry = correct && run.retryAttempts === 0 && !run.wrongCounted;
  const streak = correct ? state.counters.streak + 1 : 0;
  const counters = {
    ...state.counters,
    correct: state.counters.correct + (correct ? 1 : 0),
    incorrect: state.counters.incorrect + (correct ? 0 : 1),
    streak,
    bestStreak: Math.max(state.counters.bestStreak, streak),
    // A wrong result always comes through the wrong state (Continue), which counted its error already.
    errors: state.counters.errors + (!correct && !run.wrongCounted ? 1 : 0),
  };
  const answer = buildAnswer(state, card, { correct, firstTry, streak }, now);
  // The same engine run the server does for this answer (answer-card.service.ts), for offline study.
  const local = runEngine(
    state.neuro,
    {
      correct,
      timeTakenMs: answer.record.timeTakenMs,
      topic: card.topic,
      allowanceSec: answer.record.allowanceSec,
      signals: { ...answer.body.signals, streak_len: streak },
    },
    new Date(now),
  );
  return {
    ...state,
    counters,
    flowArmed: false,
    adaptive: recordAnswer(state.adaptive, {
      mode: run.mode,
      correct: firstTry,
      timeTakenMs: answer.record.timeTakenMs,
      allowanceSec: answer.record.allowanceSec,
      topic: card.topic,
    }),
    answers: [...state.answers, answer.record],
    neuro: local.state,
    outbox: [
      ...state.outbox,
      {
        key: run.clientAnswerId,
        body: answer.body,
        record: answer.record,
        queuedAt: now,
        local: { chemicals: local.response.chemicals, action: local.response.action as PopupAction | null },
        held: false,
      },
    ],
    card: {
      ...run,
      phase: "graded",
      result: { correct, firstTry },
      explanationMs: answer.body.signals?.explanation_time_ms ?? run.explanationMs,
      explanationSince: run.explanationSince === null ? null : now,
      wrongSince: null,
    },
  };
}

/**
 * A wrong grade of any card type (an MCQ pick, a basic card self-graded Incorrect, a cloze answer the
 * matcher rejects) opens the wrong state: the explanation with Try Again / Continue, nothing submitted yet.
 * The first one on a card resets the streak and adds to the error count; a wrong grade after Try Again
 * only reopens the state, so a card costs at most one error however often it is retried.
 */
function openWrong(state: SessionState, now: number): SessionState {
  const run = state.card;
  const first = !run.wrongCounted;
  return {
    ...state,
    counters: first ? { ...state.counters, streak: 0, errors: state.counters.errors + 1 } : state.counters,
    card: { ...run, phase: "wrong", wrongCounted: true, wrongSince: now },
  };
}

/** Moving on resets reveal, explanation level, retry and wrong state: the next card starts fresh. */
function advance(state: SessionState, seed: CardSeed): SessionState {
  const index = state.index + 1;
  if (index >= state.cards.length) return { ...state, status: "finished" };
  return { ...state, index, card: newCardRun(state.cards[index], state, seed) };
}

function setLevel(state: SessionState, level: Level, now: number): SessionState {
  const run = state.card;
  if (level === run.level) return state;
  // requirements S4: Level 1 opens from closed, Level 2 only from 1, Level 3 only from 2; closing is always allowed.
  if (level !== 0 && level !== run.level + 1) return state;
  const opening = run.level === 0;
  const closing = level === 0;
  return {
    ...state,
    card: {
      ...run,
      level,
      depthReached: Math.max(run.depthReached, level) as Level,
      explanationOpens: run.explanationOpens + (opening ? 1 : 0),
      explanationSince: opening ? now : closing ? null : run.explanationSince,
      explanationMs:
        closing && run.explanationSince !== null
          ? run.explanationMs + (now - run.explanationSince)
          : run.explanationMs,
    },
  };
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  const run = state.card;
  const card = currentCard(state);
  const active = state.status === "active" && card !== undefined;
  switch (event.type) {
    case "set-mode": {
      if (!active || run.phase !== "front" || run.mode === event.mode || !hasMcqOptions(card)) return state;
      return {
        ...state,
        adaptive: requestManualMode(state.adaptive, event.mode),
        manualRequests: { ...state.manualRequests, [event.mode]: state.manualRequests[event.mode] + 1 },
        card: { ...run, mode: event.mode, manual: true },
      };
    }
    case "reveal":
      if (!active || run.phase !== "front" || run.mode !== "basic") return state;
      // A second reveal after Try Again keeps the depth read before the first answer.
      return {
        ...state,
        card: { ...run, phase: "revealed", depthBeforeAnswer: run.depthBeforeAnswer ?? run.depthReached },
      };
    case "check-cloze": {
      if (!active || run.phase !== "front" || run.mode !== "basic" || !event.input.trim()) return state;
      // The matcher's verdict is the grade (session-api.md): no self-grading after a typed answer.
      const checked = {
        ...state,
        card: {
          ...run,
          depthBeforeAnswer: run.depthBeforeAnswer ?? run.depthReached,
          cloze: { input: event.input, matched: event.matched },
        },
      };
      return event.matched ? record(checked, true, event.now) : openWrong(checked, event.now);
    }
    case "self-grade":
      if (!active || run.phase !== "revealed") return state;
      return event.correct ? record(state, true, event.now) : openWrong(state, event.now);
    case "choose": {
      if (!active || run.phase !== "front" || run.mode !== "mcq") return state;
      const options = card.options ?? [];
      if (event.option < 0 || event.option >= options.length || run.wrongPicks.includes(event.option))
        return state;
      const picked = {
        ...state,
        card: { ...run, picked: event.option, depthBeforeAnswer: run.depthBeforeAnswer ?? run.depthReached },
      };
      if (event.option === card.answerIndex) return record(picked, true, event.now);
      return openWrong(
        { ...picked, card: { ...picked.card, wrongPicks: [...run.wrongPicks, event.option] } },
        event.now,
      );
    }
    case "try-again": {
      if (!active || run.phase !== "wrong") return state;
      const shown = run.wrongSince === null ? 0 : Math.max(0, event.now - run.wrongSince);
      // Back to the question: the answer (basic), the typed text and its verdict (cloze) and the pick
      // (MCQ) are hidden again; MCQ options already picked wrong stay out.
      return {
        ...state,
        card: {
          ...run,
          phase: "front",
          picked: null,
          cloze: null,
          retryAttempts: run.retryAttempts + 1,
          wrongSince: null,
          explanationMs: run.explanationMs + shown,
        },
      };
    }
    case "continue":
      // Continue records the wrong result and moves on.
      if (!active || run.phase !== "wrong") return state;
      return advance(record(state, false, event.now), event.seed);
    case "next":
      if (!active || event.index !== state.index || run.phase !== "graded") return state;
      return advance(state, event.seed);
    case "set-level":
      if (!active) return state;
      return setLevel(state, event.level, event.now);
    case "scroll-depth": {
      const depth = Math.min(1, Math.max(0, event.depth));
      if (!active || depth <= run.scrollDepth) return state;
      return { ...state, card: { ...run, scrollDepth: depth } };
    }
    case "click": {
      if (!active) return state;
      const rapid = run.lastClickAt !== null && event.now - run.lastClickAt < CLICK_WINDOW_MS;
      return {
        ...state,
        card: { ...run, lastClickAt: event.now, rapidClicks: run.rapidClicks + (rapid ? 1 : 0) },
      };
    }
    case "arm-flow":
      return state.flowArmed || !active ? state : { ...state, flowArmed: true };
    case "answer-settled": {
      const item = state.outbox.find((i) => i.key === event.key);
      if (!item) return state;
      const outbox = state.outbox.filter((i) => i !== item);
      if (!event.engine) {
        // requirements S4: if submission fails the app moves on (after 1 s) — only if that card is still on screen.
        const stillHere = active && run.clientAnswerId === event.key && run.phase === "graded";
        return { ...state, outbox, card: stillHere ? { ...run, failed: true } : run };
      }
      if (item.held) {
        // Sent late: its popup (the local one) was shown when it was answered. Its chemicals are the
        // server's word only when no later answer is still waiting.
        if (outbox.length > 0) return { ...state, outbox };
        const chemicals = event.engine.chemicals ?? state.chemicals;
        return { ...state, outbox, chemicals, neuro: { ...state.neuro, chemicals } };
      }
      const action = event.engine.action ?? null;
      const chemicals = event.engine.chemicals ?? state.chemicals;
      return {
        ...state,
        outbox,
        chemicals,
        neuro: { ...state.neuro, chemicals },
        popup: action ?? state.popup,
        popupKey: action ? state.popupKey + 1 : state.popupKey,
      };
    }
    case "answers-held": {
      const newlyHeld = state.outbox.filter((i) => !i.held && event.keys.includes(i.key));
      if (newlyHeld.length === 0) return state;
      const outbox = state.outbox.map((i) => (newlyHeld.includes(i) ? { ...i, held: true } : i));
      // Offline the local engine answers instead: its chemicals, and the last popup it picked.
      const last = newlyHeld.at(-1)!;
      const action = [...newlyHeld].reverse().find((i) => i.local.action)?.local.action ?? null;
      const shown = active ? action : null;
      return {
        ...state,
        outbox,
        chemicals: last.local.chemicals,
        popup: shown ?? state.popup,
        popupKey: shown ? state.popupKey + 1 : state.popupKey,
      };
    }
    case "popup-closed":
      return state.popup ? { ...state, popup: null } : state;
  }
}
