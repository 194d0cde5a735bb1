import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cards } from "../../db/schema/index";

export const glossaryRepository = {
  /** A card by id alone (the glossary route names no course). */
  findCardById: async (db: Database, cardId: string) =>
    (await db.select().from(cards).where(eq(cards.id, cardId)).limit(1))[0] ?? null,

  /** The course's cards without concept tags, in course order. */
  untaggedCards: (db: Database, courseId: string) =>
    db
      .select({ id: cards.id, face: cards.face, back: cards.back, topic: cards.topic })
      .from(cards)
      .where(and(eq(cards.courseId, courseId), sql`jsonb_array_length(${cards.conceptTags}) = 0`))
      .orderBy(cards.position),

  /** Sets a card's tags unless someone tagged it meanwhile. */
  setTagsIfUntagged: (db: Database, cardId: string, tags: string[]) =>
    db
      .update(cards)
      .set({ conceptTags: tags, updatedAt: new Date() })
      .where(and(eq(cards.id, cardId), sql`jsonb_array_length(${cards.conceptTags}) = 0`)),
};
