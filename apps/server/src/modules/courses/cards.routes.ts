import {
  CardResponse,
  CourseCardParams,
  CourseCardsQuery,
  CourseCardsResponse,
  CourseParams,
  CourseStatsResponse,
  DeleteCardResponse,
  ManualCardBody,
  ManualCardResponse,
  MoveCopyBody,
  MoveCopyResponse,
  UpdateCardBody,
} from "@recall/shared";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { bulkCardRoutes } from "./bulk-cards.routes";
import { presentCard } from "./card.presenter";
import {
  addManualCard,
  copyCard,
  deleteCard,
  getCourseStats,
  listCourseCards,
  moveCard,
  updateCard,
} from "./card.service";
import { type CourseDeps, errors, tags } from "./route-common";

/** The cards of a course: list, stats, manual card, edit, delete, move and copy (requirements C7). */
export async function cardRoutes(app: App, { db, config }: CourseDeps) {
  const auth = { onRequest: app.requireAuth };
  await bulkCardRoutes(app, { db, config });

  app.get(
    "/courses/:id/cards",
    {
      ...auth,
      schema: {
        tags,
        params: CourseParams,
        querystring: CourseCardsQuery,
        response: { 200: CourseCardsResponse, ...errors },
      },
    },
    async (request) => {
      const { cards, total } = await listCourseCards(
        db,
        request.params.id,
        currentUser(request).id,
        request.query,
      );
      return { data: { cards: cards.map(presentCard), total } };
    },
  );

  app.get(
    "/courses/:id/stats",
    { ...auth, schema: { tags, params: CourseParams, response: { 200: CourseStatsResponse, ...errors } } },
    async (request) => ({ data: await getCourseStats(db, request.params.id, currentUser(request).id) }),
  );

  app.post(
    "/courses/manual-card",
    { ...auth, schema: { tags, body: ManualCardBody, response: { 201: ManualCardResponse, ...errors } } },
    async (request, reply) => {
      const { card, course } = await addManualCard(db, currentUser(request).id, request.body);
      return reply.status(201).send({ data: { card: presentCard(card), course } });
    },
  );

  app.patch(
    "/courses/:id/cards/:cardId",
    {
      ...auth,
      schema: {
        tags,
        params: CourseCardParams,
        body: UpdateCardBody,
        response: { 200: CardResponse, ...errors },
      },
    },
    async (request) => {
      const { id, cardId } = request.params;
      return {
        data: { card: presentCard(await updateCard(db, id, cardId, currentUser(request).id, request.body)) },
      };
    },
  );

  app.delete(
    "/courses/:id/cards/:cardId",
    { ...auth, schema: { tags, params: CourseCardParams, response: { 200: DeleteCardResponse, ...errors } } },
    async (request) => {
      await deleteCard(db, request.params.id, request.params.cardId, currentUser(request).id);
      return { data: { deleted: true as const } };
    },
  );

  for (const [action, run] of [
    ["move", moveCard],
    ["copy", copyCard],
  ] as const) {
    app.post(
      `/courses/:id/cards/:cardId/${action}`,
      {
        ...auth,
        schema: {
          tags,
          params: CourseCardParams,
          body: MoveCopyBody,
          response: { 200: MoveCopyResponse, ...errors },
        },
      },
      async (request) => {
        const { id, cardId } = request.params;
        const card = await run(db, id, cardId, currentUser(request).id, request.body.targetCourseId);
        return { data: { card: presentCard(card) } };
      },
    );
  }
}
