import type { GenerationJob } from "@recall/shared";
import { microsToUsd } from "../ai/pricing";
import type { JobRow } from "./jobs.repository";

/** A generation job for its owner: progress counts, the course once it exists, the error once failed. */
export function presentJob(
  row: JobRow,
  course: { id: string; name: string; cardCount: number } | null,
  costMicros: number,
): GenerationJob {
  const plan = row.plan as { plannedCards?: number } | null;
  const input = row.input as { brief?: { cardCount?: number } };
  const plannedCards = plan?.plannedCards ?? input.brief?.cardCount ?? 0;
  const { totalBatches, doneBatches, cardsCreated } = row.progress;
  const percent =
    row.status === "completed"
      ? 100
      : totalBatches
        ? Math.round((doneBatches.length / totalBatches) * 1000) / 10
        : 0;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: {
      totalBatches,
      doneBatches: doneBatches.length,
      cardsCreated,
      plannedCards,
      percentComplete: percent,
    },
    course: course ? { id: course.id, name: course.name, cardCount: course.cardCount } : null,
    error:
      row.status === "failed"
        ? { code: row.errorCode ?? "AI_ERROR", message: row.error ?? "Failed to generate course" }
        : null,
    totalCost: microsToUsd(costMicros),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
