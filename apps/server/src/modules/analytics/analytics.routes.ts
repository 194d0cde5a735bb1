import {
  CardMemoryParams,
  CardMemoryResponse,
  CourseMasteryResponse,
  ErrorResponse,
  ForecastResponse,
  HeatmapResponse,
  LevelMasteryResponse,
  OverallResponse,
  PatternsResponse,
  PerformanceQuery,
  PerformanceResponse,
  RetentionResponse,
  StreakResponse,
  TopicMasteryResponse,
} from "@recall/shared";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import {
  getCourseMastery,
  getLevelMastery,
  getOverall,
  getPatterns,
  getPerformance,
  getStreak,
  getTopicMastery,
} from "./analytics.service";
import { getCardMemory, getForecast, getHeatmap, getRetention } from "./memory-insights.service";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ["analytics"];

/** requirements C7 "Analytics" and the memory views beyond it: every figure is the signed-in user's own. */
export async function analyticsRoutes(app: App, deps: { db: Database }) {
  const { db } = deps;
  const auth = { preHandler: app.requireAuth };

  app.get(
    "/analytics/overall",
    { ...auth, schema: { tags, response: { 200: OverallResponse, ...errors } } },
    async (request) => ({ data: await getOverall(db, currentUser(request)) }),
  );

  app.get(
    "/analytics/performance",
    {
      ...auth,
      schema: { tags, querystring: PerformanceQuery, response: { 200: PerformanceResponse, ...errors } },
    },
    async (request) => {
      const { days } = request.query;
      return { data: { days, points: await getPerformance(db, currentUser(request), days) } };
    },
  );

  app.get(
    "/analytics/mastery/course",
    { ...auth, schema: { tags, response: { 200: CourseMasteryResponse, ...errors } } },
    async (request) => ({ data: { courses: await getCourseMastery(db, currentUser(request)) } }),
  );

  app.get(
    "/analytics/mastery/topic",
    { ...auth, schema: { tags, response: { 200: TopicMasteryResponse, ...errors } } },
    async (request) => ({ data: { topics: await getTopicMastery(db, currentUser(request)) } }),
  );

  app.get(
    "/analytics/mastery/level",
    { ...auth, schema: { tags, response: { 200: LevelMasteryResponse, ...errors } } },
    async (request) => ({ data: { levels: await getLevelMastery(db, currentUser(request)) } }),
  );

  app.get(
    "/analytics/patterns",
    { ...auth, schema: { tags, response: { 200: PatternsResponse, ...errors } } },
    async (request) => ({ data: { patterns: await getPatterns(db, currentUser(request)) } }),
  );

  app.get(
    "/analytics/streak",
    { ...auth, schema: { tags, response: { 200: StreakResponse, ...errors } } },
    async (request) => ({ data: await getStreak(db, currentUser(request)) }),
  );

  app.get(
    "/analytics/heatmap",
    { ...auth, schema: { tags, response: { 200: HeatmapResponse, ...errors } } },
    async (request) => ({ data: await getHeatmap(db, currentUser(request)) }),
  );

  app.get(
    "/analytics/forecast",
    { ...auth, schema: { tags, response: { 200: ForecastResponse, ...errors } } },
    async (request) => ({ data: await getForecast(db, currentUser(request)) }),
  );

  app.get(
    "/analytics/retention",
    { ...auth, schema: { tags, response: { 200: RetentionResponse, ...errors } } },
    async (request) => ({ data: await getRetention(db, currentUser(request)) }),
  );

  app.get(
    "/analytics/cards/:cardId",
    {
      ...auth,
      schema: { tags, params: CardMemoryParams, response: { 200: CardMemoryResponse, ...errors } },
    },
    async (request) => ({ data: await getCardMemory(db, currentUser(request), request.params.cardId) }),
  );
}
