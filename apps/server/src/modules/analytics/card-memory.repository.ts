import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cardMemory, cards, courses, importedReviews, sessionAnswers } from "../../db/schema/index";
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

  /**
   * The learner's answers to the card and the reviews imported with it (an Anki revlog), newest first:
   * the newest `limit` of each, merged (session_answers_user_card_idx, imported_reviews_user_card_idx).
   */
  reviews: async (db: Database, userId: string, cardId: string, limit: number) => {
    const [answers, imported] = await Promise.all([
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
      db
        .select({
          at: importedReviews.reviewedAt,
          // Again is the one wrong answer, as for the imported card's lifetime counts.
          correct: sql<boolean>`${importedReviews.grade} > 1`,
          grade: importedReviews.grade,
          timeTakenMs: importedReviews.durationMs,
          mode: sql<null>`null`,
          dueAfter: importedReviews.dueAfter,
          topic: importedReviews.topic,
          level: importedReviews.level,
        })
        .from(importedReviews)
        .where(and(eq(importedReviews.userId, userId), eq(importedReviews.cardId, cardId)))
        .orderBy(desc(importedReviews.reviewedAt), desc(importedReviews.id))
        .limit(limit),
    ]);
    return [...answers, ...imported].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
  },

  reviewCount: async (db: Database, userId: string, cardId: string) => {
    const [answers, imported] = await Promise.all([
      db
        .select({ n: count() })
        .from(sessionAnswers)
        .where(and(eq(sessionAnswers.userId, userId), eq(sessionAnswers.cardId, cardId))),
      db
        .select({ n: count() })
        .from(importedReviews)
        .where(and(eq(importedReviews.userId, userId), eq(importedReviews.cardId, cardId))),
    ]);
    return answers[0]!.n + imported[0]!.n;
  },
};
