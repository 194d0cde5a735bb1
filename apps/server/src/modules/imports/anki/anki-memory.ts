import {
  type CardMemory,
  type LoggedEntry,
  Rating,
  replayReviews,
  State,
  scheduleReview,
} from "@recall/shared";
import type { AnkiCard } from "./anki-collection";

const DAY_MS = 86_400_000;
/** Anki's due for intraday learning is a unix time in seconds; day numbers stay far below this. */
const FIRST_TIMESTAMP = 1_000_000_000;

/** Why a card's schedule, taken from Anki's card, differs from where a replay of its log leads. */
export const DIFFERENCES = {
  noAnswers: "Anki scheduled it without a logged answer (set due date, or a log that was trimmed)",
  resetUnlogged: "Anki shows it as new although its log ends with answers (reset without a log entry)",
  incompleteLog: "its review log holds fewer answers than Anki counted (part of the log was removed)",
  rescheduled: "it was rescheduled by hand in Anki after its last answer (set due date or FSRS reschedule)",
  scheduler: "Anki's own scheduler placed it elsewhere than FSRS does from the same answers (its settings)",
} as const;
export type Difference = keyof typeof DIFFERENCES;

export interface AnkiCardMemory {
  /** Null: new in Anki. */
  memory: CardMemory | null;
  /** The replay of the log alone, with no card row: what the import would be without Anki's card. */
  replayed: CardMemory | null;
  /** Set when the replay disagrees with Anki's card on the state, the lapses or a review card's due day. */
  difference: Difference | null;
}

/** Anki's due as a time: a day number counts days from `col.crt`, a larger number is seconds. */
export function ankiDue(due: number, createdAt: number): Date {
  return due >= FIRST_TIMESTAMP ? new Date(due * 1000) : new Date((createdAt + due * 86_400) * 1000);
}

function differenceOf(card: AnkiCard, replayed: CardMemory | null, due: Date): Difference | null {
  const { schedule, log } = card;
  const state = replayed?.state ?? State.New;
  const lapses = replayed?.lapses ?? 0;
  const dueApart =
    schedule.type === State.Review && replayed && Math.abs(replayed.due.getTime() - due.getTime()) > DAY_MS;
  if (state === schedule.type && lapses === schedule.lapses && !dueApart) return null;
  if (!replayed) return schedule.type === State.New ? null : "noAnswers";
  if (schedule.type === State.New) return "resetUnlogged";
  if (log.reviews.length < schedule.reps || lapses < schedule.lapses) return "incompleteLog";
  const lastAnswer = replayed.lastReview?.getTime() ?? 0;
  if (log.rescheduledAt.some((at) => at.getTime() > lastAnswer)) return "rescheduled";
  return "scheduler";
}

/**
 * A card's memory from Anki (docs/decisions/anki-import.md, "Review replay"): the state, due date,
 * reps and lapses of Anki's card row, which is where the learner stands; the stability and difficulty
 * Anki's FSRS stored on the card, else those of an FSRS replay of the revlog that follows each logged
 * state and interval. A card Anki has as new has no memory.
 */
export function ankiCardMemory(card: AnkiCard, createdAt: number, now: Date): AnkiCardMemory {
  const { schedule, log } = card;
  const entries: LoggedEntry[] = [...log.reviews, ...log.resets.map((at) => ({ at, reset: true as const }))];
  const replayed = replayReviews(entries, now);
  const due = ankiDue(schedule.due, createdAt);
  const difference = differenceOf(card, replayed, due);
  if (schedule.type === State.New || schedule.type > State.Relearning)
    return { memory: null, replayed, difference };
  const state = schedule.type as State;
  const interval = state === State.Review ? Math.max(0, schedule.ivl) : 0;
  const lastReview =
    schedule.fsrs?.lastReview ??
    replayed?.lastReview ??
    (state === State.Review
      ? new Date(due.getTime() - interval * DAY_MS)
      : new Date(Math.min(due.getTime(), now.getTime())));
  // No answer logged and no FSRS memory in Anki: the memory a first Good gives, and for a review card
  // the stability its interval implies (at 90% retention the interval is the stability).
  const base = replayed ?? scheduleReview(null, Rating.Good, lastReview);
  const stability =
    schedule.fsrs?.stability ?? (replayed ? replayed.stability : Math.max(base.stability, interval));
  const memory: CardMemory = {
    due,
    stability,
    difficulty: schedule.fsrs?.difficulty ?? base.difficulty,
    elapsedDays: replayed?.elapsedDays ?? 0,
    scheduledDays: interval,
    learningSteps: replayed?.state === state ? replayed.learningSteps : 0,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state,
    lastReview,
  };
  return { memory, replayed, difference };
}
