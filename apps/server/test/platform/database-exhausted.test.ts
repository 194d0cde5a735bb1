import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { testConfig } from "../../src/config";
import { openDatabase } from "../../src/db/client";
import type { App } from "../../src/lib/http";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * PostgreSQL out of connections: a second app connects as a role allowed one connection, which the test
 * holds, so every new connection the app's pool opens is refused (53300 too many connections). Every
 * request is then a 503 with Retry-After and a "please try again" message, while health says degraded.
 * PostgreSQL only: PGlite has no connections to run out of.
 */
const postgres = process.env.TEST_DB_DRIVER === "postgres";

let t: TestApp;
let limited: App | undefined;
let holder: pg.Client | undefined;
let user: SignedUpUser;
const role = `recall_limited_${randomBytes(4).toString("hex")}`;

async function asAdmin(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (!postgres) return;
  t = await createTestApp();
  user = await signUpUser(t.app);
  const { rows } = await t.database.sql.query<{ db: string }>("select current_database() as db");
  const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
  adminUrl.pathname = `/${rows[0]!.db}`;
  await asAdmin(
    adminUrl.toString(),
    `create role ${role} login password 'pw' connection limit 1;
     grant all on schema public to ${role};
     grant all on all tables in schema public to ${role};
     grant all on all sequences in schema public to ${role};`,
  );
  const url = new URL(adminUrl);
  url.username = role;
  url.password = "pw";
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 2 });
  limited = (await buildApp(testConfig({}), { database, serveWeb: false })).app;
  // The role's one connection goes to the test: the app's pool loses the ones it opened at start.
  await asAdmin(
    adminUrl.toString(),
    `select pg_terminate_backend(pid) from pg_stat_activity where usename = '${role}'`,
  );
  for (let attempt = 0; !holder; attempt++) {
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      holder = client;
    } catch (err) {
      if (attempt > 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 60_000);

afterAll(async () => {
  await holder?.end();
  await limited?.close();
  if (!postgres) return;
  await t.close();
  const adminUrl = process.env.TEST_DATABASE_URL!;
  await asAdmin(adminUrl, `drop role if exists ${role}`).catch(() => {});
});

describe.runIf(postgres)("database connections exhausted", () => {
  it("every request is a 503 SERVICE_UNAVAILABLE with Retry-After and a please-try-again message", async () => {
    for (const request of [
      { method: "GET" as const, url: "/api/courses", headers: user.auth },
      { method: "GET" as const, url: "/api/auth/me", headers: user.auth },
      {
        method: "POST" as const,
        url: "/api/auth/login",
        payload: { email: user.email, password: "whatever it is" },
      },
    ]) {
      const res = await limited!.inject(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json().error).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: "The service is busy right now. Please try again in a few seconds.",
      });
    }
    const health = await limited!.inject({ url: "/api/health" });
    expect(health.json().status).toBe("degraded");
  });
});
