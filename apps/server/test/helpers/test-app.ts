import { type AppOverrides, buildApp } from "../../src/app";
import { type Config, testConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/client";
import type { App } from "../../src/lib/http";
import { openTestDatabase } from "./test-database";

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

const databases = new WeakMap<App, DatabaseHandle>();

/** Records the database of an app a test built itself with buildApp, for `databaseOf`. */
export function registerTestDatabase(app: App, database: DatabaseHandle): App {
  databases.set(app, database);
  return app;
}

/** The database of an app built by createTestApp (for helpers that are handed only the app). */
export function databaseOf(app: App): DatabaseHandle {
  const database = databases.get(app);
  if (!database) throw new Error("not an app built by createTestApp");
  return database;
}

/** Builds the real app on a fresh database. Rate limits are high unless a test lowers them. */
export async function createTestApp(
  env: Partial<Record<keyof Config, string>> = {},
  overrides: Omit<AppOverrides, "database"> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig({
    AUTH_RATE_LIMIT: "10000",
    AI_RATE_LIMIT: "10000",
    HEAVY_RATE_LIMIT: "10000",
    HEAVY_CONCURRENCY: "10000",
    ...env,
  });
  const { app } = await buildApp(config, { database, serveWeb: false, ...overrides });
  databases.set(app, database);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
