import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cards } from "../../db/schema/index";
import type { CardRow } from "./courses.repository";

/** Ids per `in (...)` list: bind parameters stay far below PostgreSQL's 65,535. */
const ID_CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ID_CHUNK) out.push(items.slice(i, i + ID_CHUNK));
  return out;
}

/** Card reads and writes over many ids at once (bulk move, copy, delete; merge). */
export const bulkCardsRepository = {
  /** The cards among `ids` that belong to the course, in course order. */
  findCards: async (db: Database, courseId: string, ids: readonly string[]): Promise<CardRow[]> => {
    const rows: CardRow[] = [];
    for (const part of chunks(ids)) {
      rows.push(
        ...(await db
          .select()
          .from(cards)
          .where(and(eq(cards.courseId, courseId), inArray(cards.id, part)))),
      );
    }
    return rows.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  },

  /**
   * Moves the cards (in the given order) to the end of the target: one statement per chunk, positions
   * `start`, `start + 1`, ... The card ids stay, so every learner's memory of them stays too.
   */
  moveCards: async (db: Database, ids: readonly string[], targetId: string, start: number) => {
    for (const [n, part] of chunks(ids).entries()) {
      const offset = start + n * ID_CHUNK - 1;
      await db.execute(sql`update ${cards} set course_id = ${targetId}, position = ${offset} + v.ord, updated_at = now()
        from jsonb_array_elements_text(${JSON.stringify(part)}::jsonb) with ordinality as v(id, ord)
        where ${cards.id} = v.id::uuid`);
    }
  },

  /** Deletes the cards among `ids` that belong to the course; returns how many. */
  deleteCards: async (db: Database, courseId: string, ids: readonly string[]) => {
    let deleted = 0;
    for (const part of chunks(ids)) {
      deleted += (
        await db
          .delete(cards)
          .where(and(eq(cards.courseId, courseId), inArray(cards.id, part)))
          .returning({ id: cards.id })
      ).length;
    }
    return deleted;
  },

  listAllCards: (db: Database, courseId: string) =>
    db
      .select()
      .from(cards)
      .where(eq(cards.courseId, courseId))
      .orderBy(asc(cards.position), asc(cards.createdAt), asc(cards.id)),
};
