import { BulkCardsResponse, BulkDeleteBody, BulkTransferBody, CourseParams } from "@recall/shared";
import { currentUser } from "../../lib/auth";
import { type App, heavyRoute } from "../../lib/http";
import { copyCards, deleteCards, moveCards } from "./bulk-cards.service";
import { type CourseDeps, errors, tags } from "./route-common";

/**
 * Bulk card operations of the card editor (requirements C2, C8 '{n} cards deleted/moved/copied'): one call and one
 * transaction each, at most BULK_CARD_LIMIT ids. All or nothing.
 */
export async function bulkCardRoutes(app: App, { db, config }: CourseDeps) {
  // Heavy work: limited per user like uploads, counted before the body is read.
  const auth = { onRequest: app.requireAuth, ...heavyRoute(config) };

  app.post(
    "/courses/:id/cards/bulk-delete",
    {
      ...auth,
      schema: {
        tags,
        params: CourseParams,
        body: BulkDeleteBody,
        response: { 200: BulkCardsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await deleteCards(db, request.params.id, currentUser(request).id, request.body.cardIds),
    }),
  );

  for (const [action, run] of [
    ["move", moveCards],
    ["copy", copyCards],
  ] as const) {
    app.post(
      `/courses/:id/cards/bulk-${action}`,
      {
        ...auth,
        schema: {
          tags,
          params: CourseParams,
          body: BulkTransferBody,
          response: { 200: BulkCardsResponse, ...errors },
        },
      },
      async (request) => {
        const { cardIds, targetCourseId } = request.body;
        return { data: await run(db, request.params.id, currentUser(request).id, cardIds, targetCourseId) };
      },
    );
  }
}
