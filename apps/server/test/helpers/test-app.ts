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

/** Builds the real app on a fresh database. Rate limits are high unless a test lowers them. */
export async function createTestApp(
  env: Partial<Record<keyof Config, string>> = {},
  overrides: Omit<AppOverrides, "database"> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig({ AUTH_RATE_LIMIT: "10000", AI_RATE_LIMIT: "10000", ...env });
  const { app } = await buildApp(config, { database, serveWeb: false, ...overrides });
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
