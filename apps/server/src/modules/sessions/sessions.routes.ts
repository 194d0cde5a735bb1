import {
  AnswerBody,
  AnswerResponse,
  ErrorResponse,
  IdParams,
  ResumeSessionResponse,
  SessionAnalyticsBody,
  SessionListQuery,
  SessionListResponse,
  SessionResponse,
  StartSessionBody,
  StartSessionResponse,
  UserStatsResponse,
} from "@recall/shared";
import { z } from "zod";
import type { Database } from "../../db/client";
import { currentUser, resolveToken } from "../../lib/auth";
import { unauthorized } from "../../lib/errors";
import type { App } from "../../lib/http";
import { presentCard } from "../courses/index";
import type { JobSystem } from "../jobs/index";
import { refitIfDue } from "../memory-model/index";
import { answerCard } from "./answer-card.service";
import { presentResumedAnswer, presentSession } from "./session.presenter";
import {
  abandonSession,
  completeSession,
  getSession,
  listSessions,
  recordSessionAnalytics,
  resumeSession,
  startSession,
  userStats,
} from "./sessions.service";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ["sessions"];

export async function sessionRoutes(app: App, deps: { db: Database; jobs?: JobSystem }) {
  const { db, jobs } = deps;
  const auth = { preHandler: app.requireAuth };

  app.post(
    "/sessions/start",
    { ...auth, schema: { tags, body: StartSessionBody, response: { 201: StartSessionResponse, ...errors } } },
    async (request, reply) => {
      const { session, cards } = await startSession(db, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ data: { session: presentSession(session), cards: cards.map(presentCard) } });
    },
  );

  app.post(
    "/sessions/answer",
    // 503: the session was busy with other answers through every attempt (try again; the app does).
    {
      ...auth,
      schema: { tags, body: AnswerBody, response: { 200: AnswerResponse, ...errors, 503: ErrorResponse } },
    },
    async (request) => answerCard(db, currentUser(request), request.body),
  );

  app.post(
    "/sessions/:id/complete",
    { ...auth, schema: { tags, params: IdParams, response: { 200: SessionResponse, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const session = await completeSession(db, user, request.params.id);
      // The monthly refit of the learner's memory model is looked at when a session ends;
      // it never holds the answer up or fails it.
      if (jobs)
        void refitIfDue(db, jobs, user.id).catch((err) => request.log.warn({ err }, "refit check failed"));
      return { data: { session: presentSession(session) } };
    },
  );

  app.post(
    "/sessions/:id/abandon",
    { ...auth, schema: { tags, params: IdParams, response: { 200: SessionResponse, ...errors } } },
    async (request) => ({
      data: { session: presentSession(await abandonSession(db, currentUser(request), request.params.id)) },
    }),
  );

  app.get(
    "/sessions/:id/resume",
    { ...auth, schema: { tags, params: IdParams, response: { 200: ResumeSessionResponse, ...errors } } },
    async (request) => {
      const { session, cards, answers } = await resumeSession(db, currentUser(request), request.params.id);
      return {
        data: {
          session: presentSession(session),
          cards: cards.map(presentCard),
          answers: answers.map(presentResumedAnswer),
        },
      };
    },
  );

  // Registered before /sessions/:id so "stats" is never read as an id.
  app.get(
    "/sessions/stats/user",
    { ...auth, schema: { tags, response: { 200: UserStatsResponse, ...errors } } },
    async (request) => ({ data: await userStats(db, currentUser(request)) }),
  );

  app.get(
    "/sessions/:id",
    { ...auth, schema: { tags, params: IdParams, response: { 200: SessionResponse, ...errors } } },
    async (request) => ({
      data: { session: presentSession(await getSession(db, currentUser(request), request.params.id)) },
    }),
  );

  app.get(
    "/sessions",
    {
      ...auth,
      schema: { tags, querystring: SessionListQuery, response: { 200: SessionListResponse, ...errors } },
    },
    async (request) => ({
      data: {
        sessions: (await listSessions(db, currentUser(request), request.query)).map(presentSession),
      },
    }),
  );

  // sendBeacon cannot set headers: the token may come in the body instead of the Authorization header.
  app.post(
    "/analytics/session",
    {
      schema: {
        tags: ["analytics"],
        body: SessionAnalyticsBody,
        response: { 200: z.object({ data: z.object({ stored: z.boolean() }) }), ...errors },
      },
    },
    async (request) => {
      const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const token = header ?? request.body.token;
      const resolved = token ? await resolveToken(db, token) : null;
      if (!resolved) throw unauthorized();
      await recordSessionAnalytics(db, resolved.user.id, request.body);
      return { data: { stored: true } };
    },
  );
}
