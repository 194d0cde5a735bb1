import { existsSync } from "node:fs";
import pino from "pino";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError, openConfiguredDatabase } from "./db/open-configured";
import { createAppJobSystem } from "./job-kinds";
import { logSerializers } from "./lib/logger";
import { createAiClient } from "./modules/ai/ai-client";

/**
 * `npm run worker`: only the background job workers (AI generations), for a deployment where the web
 * process runs with RUN_WORKERS=false. Same config and database as the server; migrations run if needed.
 */
async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({
    level: config.LOG_LEVEL === "silent" ? "silent" : config.LOG_LEVEL,
    serializers: logSerializers,
  });
  if (config.DATABASE_URL === undefined) {
    // PGlite is a single-process database: a separate worker cannot share its files with a running server.
    log.warn(
      "DATABASE_URL is not set: the worker opens the embedded PGlite database; do not run the server at the same time",
    );
  }
  const database = await openConfiguredDatabase(config).catch((err: unknown) => {
    if (!(err instanceof DatabaseStartError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  const ai = createAiClient({ config, db: database.db, log });
  // Without a provider no AI job can be created, but imports still need their worker.
  if (!ai.status().configured) log.warn(ai.status().message ?? "AI is not configured: only imports will run");
  const jobs = createAppJobSystem({ database, ai, config, log });
  await jobs.start({ workers: true });
  log.info(
    { provider: ai.setup.provider, model: ai.setup.modelId, concurrency: config.AI_CONCURRENCY },
    "workers ready",
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "stopping workers");
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
