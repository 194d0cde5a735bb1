import { accuracyPercent } from "@recall/shared";
import type { AnswerRecord, Counters } from "../../hooks/session-state";

export interface CompletionStats {
  /** Percent of recorded answers that were correct, with the one rounding rule the server uses. */
  accuracy: number;
  bestStreak: number;
  durationSec: number;
  cardsDone: number;
  cardsPlanned: number;
  correct: number;
  incorrect: number;
  /** Mean time per answered card, seconds with one decimal. */
  averageSec: number;
}

export function completionStats(input: {
  counters: Counters;
  answers: readonly AnswerRecord[];
  cardsPlanned: number;
  startedAt: number;
  finishedAt: number;
}): CompletionStats {
  const { counters, answers } = input;
  const recorded = counters.correct + counters.incorrect;
  const totalMs = answers.reduce((sum, a) => sum + a.timeTakenMs, 0);
  return {
    accuracy: accuracyPercent(counters.correct, recorded),
    bestStreak: counters.bestStreak,
    durationSec: Math.max(0, Math.round((input.finishedAt - input.startedAt) / 1000)),
    cardsDone: answers.length,
    cardsPlanned: input.cardsPlanned,
    correct: counters.correct,
    incorrect: counters.incorrect,
    averageSec: answers.length ? Math.round(totalMs / answers.length / 100) / 10 : 0,
  };
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(totalSec: number): string {
  const s = Math.max(0, Math.round(totalSec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
