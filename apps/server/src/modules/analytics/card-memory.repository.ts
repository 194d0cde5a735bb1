import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cardMemory, cards, courses, sessionAnswers } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";

/** One card's memory and review log for one learner. */
export const cardMemoryRepository = {
  /** The card with its course name, or null when it does not exist or the user may not see it. */
  visibleCard: async (db: Database, userId: string, cardId: string) =>
    (
      await db
        .select({
          id: cards.id,
          face: cards.face,
          courseId: cards.courseId,
          courseName: courses.name,
          topic: cards.topic,
          level: cards.level,
        })
        .from(cards)
        .innerJoin(courses, eq(courses.id, cards.courseId))
        .where(and(eq(cards.id, cardId), courseVisibleTo(userId)))
        .limit(1)
    )[0] ?? null,

  memory: async (db: Database, userId: string, cardId: string) =>
    (
      await db
        .select()
        .from(cardMemory)
        .where(and(eq(cardMemory.userId, userId), eq(cardMemory.cardId, cardId)))
        .limit(1)
    )[0] ?? null,

  /** The learner's answers to the card, newest first (session_answers_user_card_idx). */
  reviews: (db: Database, userId: string, cardId: string, limit: number) =>
    db
      .select({
        at: sessionAnswers.createdAt,
        correct: sessionAnswers.correct,
        grade: sessionAnswers.grade,
        timeTakenMs: sessionAnswers.timeTakenMs,
        mode: sessionAnswers.mode,
        dueAfter: sessionAnswers.dueAfter,
        topic: sessionAnswers.topic,
        level: sessionAnswers.level,
      })
      .from(sessionAnswers)
      .where(and(eq(sessionAnswers.userId, userId), eq(sessionAnswers.cardId, cardId)))
      .orderBy(desc(sessionAnswers.createdAt), desc(sessionAnswers.id))
      .limit(limit),

  reviewCount: async (db: Database, userId: string, cardId: string) =>
    (
      await db
        .select({ n: count() })
        .from(sessionAnswers)
        .where(and(eq(sessionAnswers.userId, userId), eq(sessionAnswers.cardId, cardId)))
    )[0]!.n,
};
