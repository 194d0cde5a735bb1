import {
  accuracyPercent,
  type NeuroChemicals,
  type ResumedAnswer,
  type SessionSummary,
} from "@recall/shared";
import type { SessionRow } from "./sessions.repository";

/** The API shape of a study session. */
export function presentSession(row: SessionRow): SessionSummary {
  const chemicals = (row.neuroState as { chemicals: NeuroChemicals }).chemicals;
  return {
    id: row.id,
    status: row.status,
    courseIds: row.courseIds,
    collectionId: row.collectionId,
    plannedCards: row.plannedCards,
    totalCards: row.cardIds.length,
    completedCards: row.completedCards,
    durationSec: row.durationSec,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    metrics: { correct: row.correct, incorrect: row.incorrect, streak: row.streak, streakMax: row.streakMax },
    accuracy: accuracyPercent(row.correct, row.correct + row.incorrect),
    chemicals,
  };
}

/** One stored answer as a resumed session reads it. */
export function presentResumedAnswer(row: {
  cardId: string;
  correct: boolean;
  retryAttempts: number;
  retrySuccessful: boolean;
  mode: "basic" | "mcq" | null;
  timeTakenMs: number;
  createdAt: Date;
}): ResumedAnswer {
  return {
    cardId: row.cardId,
    correct: row.correct,
    firstTry: row.correct && row.retryAttempts === 0 && !row.retrySuccessful,
    mode: row.mode ?? "basic",
    timeTakenMs: row.timeTakenMs,
    answeredAt: row.createdAt.toISOString(),
  };
}
