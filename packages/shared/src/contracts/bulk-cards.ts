import { z } from "zod";
import { Id } from "./common";
import { COURSE_LIMITS } from "./courses";

/**
 * Bulk card operations of the course card editor (requirements C2 "Course card editor", requirements C8): moving, copying and
 * deleting the selected cards is one call and one transaction, all or nothing (docs/decisions/merge.md).
 */

/** The most card ids one call takes: a whole course (a course holds at most this many cards). */
export const BULK_CARD_LIMIT = COURSE_LIMITS.maxCards;

const CardIds = z
  .array(Id, { message: "must be a list of card ids" })
  .min(1, { message: "must name at least one card" })
  .max(BULK_CARD_LIMIT, { message: `must name at most ${BULK_CARD_LIMIT} cards per call` });

/** POST /courses/:id/cards/bulk-delete. Repeated ids count once. */
export const BulkDeleteBody = z.object({ cardIds: CardIds });
export type BulkDeleteBody = z.infer<typeof BulkDeleteBody>;

/** POST /courses/:id/cards/bulk-move and /bulk-copy: into another course of the same owner. */
export const BulkTransferBody = z.object({ cardIds: CardIds, targetCourseId: Id });
export type BulkTransferBody = z.infer<typeof BulkTransferBody>;

export const BulkCardsResponse = z.object({
  data: z.object({
    /** Cards deleted, moved or copied. */
    count: z.number(),
    /** The ids of the cards in the target course, in the order they were appended (empty for delete). */
    cardIds: z.array(z.string()),
  }),
});
export type BulkCardsResponse = z.infer<typeof BulkCardsResponse>;
