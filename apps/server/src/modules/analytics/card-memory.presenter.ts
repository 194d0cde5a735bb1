import {
  type CardMemoryView,
  type MemoryState,
  masteryBucket,
  type ReviewLogEntry,
  retrievability,
} from "@recall/shared";
import type { cardMemory } from "../../db/schema/index";

const STATES: readonly MemoryState[] = ["new", "learning", "review", "relearning"];

/** A stored memory row as the learner sees it, with its retrievability at `now`. */
export function presentMemory(row: typeof cardMemory.$inferSelect, now: Date): CardMemoryView {
  return {
    state: STATES[row.state] ?? "new",
    bucket: masteryBucket(row),
    stability: row.stability,
    difficulty: row.difficulty,
    retrievability: Math.round(retrievability(row, now) * 1000) / 10,
    due: row.due.toISOString(),
    isDue: row.due.getTime() <= now.getTime(),
    lastReview: row.lastReview?.toISOString() ?? null,
    scheduledDays: row.scheduledDays,
    reps: row.reps,
    lapses: row.lapses,
  };
}

export function presentReview(row: {
  at: Date;
  correct: boolean;
  grade: number;
  timeTakenMs: number;
  mode: "basic" | "mcq" | null;
  dueAfter: Date | null;
  topic: string;
  level: string;
}): ReviewLogEntry {
  return { ...row, at: row.at.toISOString(), dueAfter: row.dueAfter?.toISOString() ?? null };
}
