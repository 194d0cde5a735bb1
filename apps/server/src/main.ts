import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError } from "./db/open-configured";
import { RedisUnavailableError } from "./lib/redis";

async function main() {
  // A local .env is optional; real environment variables win over it.
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
  const started = performance.now();
  const { app } = await buildApp(config).catch((err: unknown) => {
    if (err instanceof RedisUnavailableError || err instanceof DatabaseStartError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Recall is ready at http://localhost:${config.PORT} (${Math.round(performance.now() - started)} ms)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
