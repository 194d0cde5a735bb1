import { type CardShortfall, cardShortfall, type DeliveredCards, type GenerationJob } from "@recall/shared";
import { microsToUsd } from "../ai/index";
import type { JobSummary } from "./job-kind";
import type { JobRow } from "./jobs.repository";

/** The shortfall of a delivery, or null when the plan was met (shared `cardShortfall`, one rule for all). */
export function presentShortfall(d: DeliveredCards | null): CardShortfall | null {
  return d ? cardShortfall(d) : null;
}

/** A generation job for its owner: progress counts, the course once it exists, the shortfall or the error. */
export function presentJob(
  row: JobRow,
  summary: JobSummary,
  extra: {
    course: { id: string; name: string; cardCount: number } | null;
    costMicros: number;
    canGenerateRest: boolean;
  },
): GenerationJob {
  const { totalBatches, doneBatches } = summary;
  const percent =
    row.status === "completed"
      ? 100
      : totalBatches
        ? Math.round((doneBatches / totalBatches) * 1000) / 10
        : 0;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: {
      totalBatches,
      doneBatches,
      cardsCreated: summary.cardsCreated,
      plannedCards: summary.plannedCards,
      percentComplete: percent,
    },
    course: extra.course
      ? { id: extra.course.id, name: extra.course.name, cardCount: extra.course.cardCount }
      : null,
    error:
      row.status === "failed"
        ? { code: row.errorCode ?? "AI_ERROR", message: row.error ?? "Failed to generate course" }
        : null,
    shortfall: row.status === "completed" ? presentShortfall(summary.delivered) : null,
    canGenerateRest: extra.canGenerateRest,
    totalCost: microsToUsd(extra.costMicros),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
