import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courses, emailOutbox, mediaFiles, users } from "../../db/schema/index";
import { systemUserRow } from "../../seed/seed";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The user's public courses that someone else relies on: another learner has a memory of one of its
 * cards, answered one, or keeps one in a collection.
 */
const sharedCourseIds = async (db: Database | Tx, userId: string) =>
  (
    await db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.ownerId, userId),
          eq(courses.isPublic, true),
          sql`exists (
            select 1 from cards c where c.course_id = ${courses.id} and (
              exists (select 1 from card_memory m where m.card_id = c.id and m.user_id <> ${userId})
              or exists (select 1 from session_answers a where a.card_id = c.id and a.user_id <> ${userId})
              or exists (
                select 1 from collection_cards cc join collections col on col.id = cc.collection_id
                where cc.card_id = c.id and col.user_id <> ${userId}
              )
            )
          )`,
        ),
      )
  ).map((r) => r.id);

async function systemUserId(tx: Tx): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.isSystem, true)).limit(1);
  if (existing) return existing.id;
  const [created] = await tx.insert(users).values(systemUserRow()).returning({ id: users.id });
  return created!.id;
}

export const accountDeletionRepository = {
  countCourses: async (db: Database, userId: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(eq(courses.ownerId, userId));
    return row?.n ?? 0;
  },

  sharedCourseIds,

  /**
   * In one transaction: hands the shared public courses (and their images) to the system account under a
   * slug of their own, deletes the mail sent to the address, and deletes the user; every other row of the
   * user goes with it by the foreign keys' ON DELETE CASCADE.
   */
  deleteUser: (db: Database, user: { id: string; email: string }) =>
    db.transaction(async (tx) => {
      const shared = await sharedCourseIds(tx, user.id);
      if (shared.length > 0) {
        const systemId = await systemUserId(tx);
        await tx
          .update(courses)
          // The system account may hold the same slug already; the id keeps the new one unique.
          .set({ ownerId: systemId, slug: sql`${courses.slug} || '-' || left(${courses.id}::text, 8)` })
          .where(inArray(courses.id, shared));
        await tx.update(mediaFiles).set({ ownerId: systemId }).where(inArray(mediaFiles.courseId, shared));
      }
      await tx.delete(emailOutbox).where(eq(emailOutbox.to, user.email));
      await tx.delete(users).where(eq(users.id, user.id));
      return shared.length;
    }),
};
