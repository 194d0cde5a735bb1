import {
  type AnswerBody,
  type AnswerSignals,
  type Card,
  RECENT_ERRORS_WINDOW,
  RECENT_TOPICS_WINDOW,
  timeAllowanceSec,
} from "@recall/shared";
import type { AnswerRecord, CardRun, SessionState } from "./session-state";

/** AnswerBody.timeTakenMs is capped at one hour; signal times at one day; retryAttempts at 50. */
const MAX_ANSWER_MS = 3_600_000;
const MAX_SIGNAL_MS = 86_400_000;
/** A basic card can be retried without end; the contract accepts up to 50 (more says nothing new). */
const MAX_RETRY_ATTEMPTS = 50;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/** Time the explanation (layered or "Let's break this down") has been visible on this card, up to `now`. */
export function explanationTimeMs(run: CardRun, now: number): number {
  const open = run.explanationSince === null ? 0 : now - run.explanationSince;
  const wrong = run.wrongSince === null ? 0 : now - run.wrongSince;
  return Math.max(0, run.explanationMs + open + wrong);
}

/** Topic changes between consecutive cards among the last 10 (this one included). */
export function topicSwitches(topics: readonly string[]): number {
  const last = topics.slice(-RECENT_TOPICS_WINDOW);
  let switches = 0;
  for (let i = 1; i < last.length; i++) if (last[i] !== last[i - 1]) switches++;
  return switches;
}

/** Share of the last 5 answers (this one included) that were wrong at the first attempt. */
export function errorRate(records: readonly Pick<AnswerRecord, "firstTry">[]): number {
  const last = records.slice(-RECENT_ERRORS_WINDOW);
  if (last.length === 0) return 0;
  return last.filter((r) => !r.firstTry).length / last.length;
}

/**
 * What the server grades: the picked option (MCQ), the typed text (a checked cloze answer), or, for a
 * self-graded answer only, the learner's own verdict (session-api.md).
 */
export function answerGiven(
  run: Pick<CardRun, "mode" | "picked" | "cloze">,
  correct: boolean,
): Pick<AnswerBody, "choiceIndex" | "typedAnswer" | "correct"> {
  if (run.mode === "mcq" && run.picked !== null) return { choiceIndex: run.picked };
  if (run.cloze) return { typedAnswer: run.cloze.input };
  return { correct };
}

interface Outcome {
  correct: boolean;
  firstTry: boolean;
  /** The streak after this answer. */
  streak: number;
}

/**
 * The record of the card being answered and its POST /sessions/answer body (requirements S3 "Answer payload"
 * and "Answer signals"), as of `now`.
 */
export function buildAnswer(
  state: SessionState,
  card: Card,
  outcome: Outcome,
  now: number,
): { record: AnswerRecord; body: AnswerBody } {
  const run = state.card;
  const elapsed = Math.max(0, now - run.shownAt);
  const record: AnswerRecord = {
    cardId: card.id,
    topic: card.topic,
    mode: run.mode,
    correct: outcome.correct,
    firstTry: outcome.firstTry,
    timeTakenMs: clamp(elapsed, 0, MAX_ANSWER_MS),
    allowanceSec: timeAllowanceSec(card),
  };
  const records = [...state.answers, record];
  const signals: AnswerSignals = {
    card_time_ms: clamp(elapsed, 0, MAX_SIGNAL_MS),
    error_rate_5: errorRate(records),
    rapid_clicks: clamp(run.rapidClicks, 0, 1000),
    topic_switches_10: topicSwitches(records.map((r) => r.topic)),
    streak_len: clamp(outcome.streak, 0, 100_000),
    session_quit_flag: false,
    info_button_clicked: run.depthReached >= 1,
    more_button_clicked: run.depthReached >= 2,
    connections_clicked: run.depthReached >= 3,
    depth_level_reached: run.depthReached,
    depth_before_answer: run.depthBeforeAnswer ?? run.depthReached,
    explanation_time_ms: clamp(explanationTimeMs(run, now), 0, MAX_SIGNAL_MS),
    explanation_scroll_depth: Math.min(1, Math.max(0, run.scrollDepth)),
    explanation_reread_count: clamp(Math.max(0, run.explanationOpens - 1), 0, 1000),
    retry_clicked: run.retryAttempts > 0,
    retry_correct_second_attempt: run.retryAttempts > 0 && outcome.correct,
    self_in_flow: state.flowArmed,
  };
  const body: AnswerBody = {
    sessionId: state.sessionId,
    cardId: card.id,
    ...answerGiven(run, outcome.correct),
    timeTakenMs: record.timeTakenMs,
    signals,
    retryAttempts: Math.min(run.retryAttempts, MAX_RETRY_ATTEMPTS),
    retrySuccessful: run.retryAttempts > 0 && outcome.correct,
    clientAnswerId: run.clientAnswerId,
    mode: run.mode,
  };
  return { record, body };
}
