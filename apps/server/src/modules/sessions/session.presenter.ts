import type { NeuroChemicals, SessionSummary } from "@recall/shared";
import type { SessionRow } from "./sessions.repository";

/** The API shape of a study session. */
export function presentSession(row: SessionRow): SessionSummary {
  const answered = row.correct + row.incorrect;
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
    metrics: { correct: row.correct, incorrect: row.incorrect, streak: row.streak, streakMax: row.streakMax },
    accuracy: answered ? Math.round((row.correct / answered) * 1000) / 10 : 0,
    chemicals,
  };
}
