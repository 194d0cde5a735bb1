import { type CardShortfall, cardShortfall, type GenerationJob } from "@recall/shared";
import { microsToUsd } from "../ai/index";
import type { JobRow, JobView } from "../jobs/index";
import { courseJob } from "./kinds/course.job";
import { CardJobResult } from "./kinds/course-batches";
import { courseRestJob } from "./kinds/course-rest.job";

/** What a completed course generation fell short by (shared `cardShortfall`); null for other kinds. */
function shortfallOf(row: JobRow): CardShortfall | null {
  if (row.status !== "completed" || row.result === null) return null;
  if (row.kind !== courseJob.kind && row.kind !== courseRestJob.kind) return null;
  return cardShortfall(CardJobResult.parse(row.result));
}

/** A job for its owner (GET /ai-content/jobs/:id): its view, the course once it exists, the shortfall, the cost. */
export function presentGenerationJob(
  row: JobRow,
  view: JobView,
  extra: {
    course: { id: string; name: string; cardCount: number } | null;
    costMicros: number;
    canGenerateRest: boolean;
  },
): GenerationJob {
  return {
    ...view,
    course: extra.course
      ? { id: extra.course.id, name: extra.course.name, cardCount: extra.course.cardCount }
      : null,
    shortfall: shortfallOf(row),
    canGenerateRest: extra.canGenerateRest,
    totalCost: microsToUsd(extra.costMicros),
  };
}
