import path from "node:path";
import helmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { openConfiguredDatabase } from "./db/open-configured";
import { createAppJobSystem } from "./job-kinds";
import { authPlugin } from "./lib/auth";
import { createBackgroundTasks } from "./lib/background";
import { registerBodyDrain } from "./lib/body-drain";
import { registerCompression } from "./lib/compression";
import { frameworkErrorHandler, registerErrorHandler } from "./lib/error-handler";
import type { App } from "./lib/http";
import { registerIdempotency } from "./lib/idempotency";
import { registerInputEdge } from "./lib/input-edge";
import { logSerializers } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mailer";
import { findPackageDir } from "./lib/paths";
import { helmetOptions } from "./lib/security-headers";
import { openSharedState } from "./lib/shared-state";
import { registerSpa } from "./lib/spa";
import { aiRoutes } from "./modules/ai/ai.routes";
import { createAiClient } from "./modules/ai/ai-client";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { collectionRoutes } from "./modules/collections/collections.routes";
import { coursePlanRoutes } from "./modules/course-plans/index";
import { courseRoutes } from "./modules/courses/courses.routes";
import { deleteAbandonedUploads } from "./modules/courses/index";
import { dataExportRoutes } from "./modules/data-export/index";
import { exportRoutes } from "./modules/exports/index";
import { generationRoutes } from "./modules/generation/index";
import { glossaryRoutes } from "./modules/glossary/glossary.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { importRoutes } from "./modules/imports/index";
import { improveRoutes } from "./modules/improve/improve.routes";
import { materialRoutes } from "./modules/materials/index";
import { mediaRoutes } from "./modules/media/index";
import { memoryModelRoutes } from "./modules/memory-model/index";
import { mergeRoutes } from "./modules/merge/merge.routes";
import { relatedRoutes } from "./modules/related/related.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { sessionRoutes } from "./modules/sessions/sessions.routes";
import { syllabusRoutes } from "./modules/syllabi/syllabi.routes";
import { seedStarterContent } from "./seed/seed";

export interface AppOverrides {
  /** An already-open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Serve the built web app (default true outside tests). */
  serveWeb?: boolean;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: DestinationStream;
  /**
   * Start the job queue even without an AI provider (imports need it). Default: outside tests always,
   * in tests only with a provider (a queue costs every test app a pg-boss start).
   */
  startJobs?: boolean;
}

export interface BuiltApp {
  app: App;
  database: DatabaseHandle;
}

function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: logSerializers,
    ...(stream ? { stream } : {}),
  };
}

/** The composition root: opens the database, wires every module, and returns the ready app. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Off by default: with it on, a client could pick its own X-Forwarded-For and dodge rate limits.
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputEdge(app);
  registerBodyDrain(app);

  // First: a server meant to share its limits with other processes stops here when Redis is unreachable.
  const shared = await openSharedState(config, app.log);
  app.addHook("onClose", () => shared.close());
  app.decorate("concurrencySlots", shared.slots);

  const database = overrides.database ?? (await openConfiguredDatabase(config));
  if (!overrides.database) app.addHook("onClose", () => database.close());
  if (config.SEED_STARTER_CONTENT) await seedStarterContent(database.db, app.log);
  // Uploads cut off mid-write by a killed process (course-upload.ts): nobody sees them; they go now.
  const abandoned = await deleteAbandonedUploads(database.db);
  if (abandoned > 0) app.log.info({ abandoned }, "Deleted courses whose upload never finished");

  const { db } = database;
  const mailer =
    overrides.mailer ?? createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });

  const background = createBackgroundTasks(app.log);
  app.decorate("background", background);
  app.addHook("preClose", () => background.settled());

  const ai = createAiClient({ config, db, log: app.log });
  const jobs = createAppJobSystem({ database, ai, config, log: app.log });
  // AI jobs need a provider; imports need only the queue, so it runs outside tests regardless.
  const startJobs = overrides.startJobs ?? (ai.status().configured || config.NODE_ENV !== "test");
  if (startJobs) {
    await jobs.start({ workers: config.RUN_WORKERS });
    app.addHook("preClose", async () => {
      await jobs.stop();
    });
  }

  await app.register(helmet, helmetOptions(config));
  // Before any route: the plugin attaches itself to each route as it is declared.
  await registerCompression(app);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared.rateLimitStore ? { store: shared.rateLimitStore } : {}),
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(
        new Error(`Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`),
        {
          statusCode: 429,
        },
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Recall API", version: "1.0.0", description: "AI-assisted flashcard learning." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin, { db });
  // Before the routes: the routes that start paid or long work take an Idempotency-Key.
  registerIdempotency(app, db);

  await app.register(
    async (api) => {
      const typed = api as unknown as App;
      await healthRoutes(typed, { database });
      await authRoutes(typed, { db, config, mailer, background });
      await aiRoutes(typed, { db, config, ai });
      await generationRoutes(typed, { db, config, ai, jobs });
      await coursePlanRoutes(typed, { db, config, ai, jobs });
      await materialRoutes(typed, { db, config });
      await importRoutes(typed, { db, config, jobs });
      await dataExportRoutes(typed, { db, config, jobs });
      await mediaRoutes(typed, { db });
      await memoryModelRoutes(typed, { db, config, jobs });
      await courseRoutes(typed, { db, config });
      await exportRoutes(typed, { db, config });
      await improveRoutes(typed, { db, config, ai });
      await mergeRoutes(typed, { db, config, ai });
      await relatedRoutes(typed, { db, config, ai });
      await glossaryRoutes(typed, { db, config, ai });
      await sessionRoutes(typed, { db, jobs });
      await searchRoutes(typed, { db });
      await collectionRoutes(typed, { db, config });
      await analyticsRoutes(typed, { db });
      await syllabusRoutes(typed, { db, config, ai });
    },
    { prefix: "/api" },
  );

  const serveWeb = overrides.serveWeb ?? config.NODE_ENV !== "test";
  if (serveWeb) await registerSpa(app, config.WEB_DIST_DIR ?? webDistDir());

  await app.ready();
  return { app, database };
}

function webDistDir(): string {
  // apps/server -> apps/web/dist
  return path.resolve(findPackageDir("drizzle", "meta/_journal.json"), "../../web/dist");
}
