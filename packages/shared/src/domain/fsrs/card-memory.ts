import type { Card } from "ts-fsrs";

/**
 * A card's FSRS memory in the shape of the card_memory table (apps/server/src/db/schema/study.ts):
 * camelCase, JSON-friendly, `lastReview` null before the first review.
 */
export interface CardMemory {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  lastReview: Date | null;
}

/** Converts stored memory to the ts-fsrs card it came from. */
export function toFsrsCard(memory: CardMemory): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    ...(memory.lastReview ? { last_review: memory.lastReview } : {}),
  };
}

/** Converts a ts-fsrs card to the stored shape. */
export function fromFsrsCard(card: Card): CardMemory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}
