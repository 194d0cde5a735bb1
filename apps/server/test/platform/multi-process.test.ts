import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiEnv, brief } from "../ai/support/ai-test-app";
import { makeUpload } from "../courses/course-helpers";
import { uniqueEmail } from "../helpers/factories";
import { type ScriptedAiServer, startScriptedAiServer } from "../helpers/scripted-ai-server";
import {
  buildServer,
  canConnect,
  freePort,
  type RunningProcess,
  startProcess,
} from "../helpers/server-processes";
import { createPostgresTestDatabase } from "../helpers/test-database";

// More than one process: two stateless server processes (RUN_WORKERS=false) and one worker
// over one PostgreSQL database and one Redis. Requests alternate between the servers; the limits must
// hold across them and every generation job must run exactly once. PostgreSQL only (PGlite is one process).

const REDIS_HOST = "127.0.0.1";
const REDIS_PORT = 6379;
const onPostgres = process.env.TEST_DB_DRIVER === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
const redisReachable = onPostgres && (await canConnect(REDIS_HOST, REDIS_PORT));
if (onPostgres && !redisReachable) {
  console.warn(`multi-process test skipped: Redis is unreachable at ${REDIS_HOST}:${REDIS_PORT}`);
}

const AUTH_LIMIT = 4;
const HEAVY_LIMIT = 3;
const prefix = `recall-test:${process.pid}:${randomBytes(4).toString("hex")}:`;

let build: Awaited<ReturnType<typeof buildServer>>;
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let ai: ScriptedAiServer;
let redis: Redis;
const processes: RunningProcess[] = [];
let a: string;
let b: string;

async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const server = startProcess(build.dir, "main.js", { ...env, PORT: String(port) });
  processes.push(server);
  await server.waitForOutput("Recall is ready", 45_000);
  return `http://127.0.0.1:${port}`;
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function signUp(base: string) {
  const res = await call(base, "POST", "/api/auth/signup", {
    email: uniqueEmail("multi"),
    password: "correct horse battery",
    displayName: "Multi Process",
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { id: res.json.data.user.id as string, token: res.json.data.token as string };
}

beforeAll(async () => {
  if (!redisReachable) return;
  [build, database, ai] = await Promise.all([
    buildServer(),
    createPostgresTestDatabase(),
    startScriptedAiServer(),
  ]);
  redis = new Redis({ host: REDIS_HOST, port: REDIS_PORT, lazyConnect: true });
  await redis.connect();
  const env: Record<string, string> = {
    ...(aiEnv(ai, { AI_GENERATE_WAIT_MS: "0" }) as Record<string, string>),
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    DATABASE_URL: database.url,
    REDIS_URL: `redis://${REDIS_HOST}:${REDIS_PORT}`,
    REDIS_KEY_PREFIX: prefix,
    SEED_STARTER_CONTENT: "false",
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    HEAVY_RATE_LIMIT: String(HEAVY_LIMIT),
    HEAVY_CONCURRENCY: "1",
  };
  // A first (it migrates the fresh database); B and the worker start together on the migrated one.
  a = await startServer({ ...env, RUN_WORKERS: "false" });
  const worker = startProcess(build.dir, "worker.js", env);
  processes.push(worker);
  [b] = await Promise.all([
    startServer({ ...env, RUN_WORKERS: "false" }),
    worker.waitForOutput("workers ready", 45_000),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await database?.drop();
  await ai?.close();
  build?.remove();
});

describe.skipIf(!redisReachable)("two server processes and a worker share limits and jobs", () => {
  it("the auth rate limit holds across processes: the next login on B after the limit on A is a 429", async () => {
    const attempt = (base: string) =>
      call(base, "POST", "/api/auth/login", { email: uniqueEmail("nobody"), password: "wrong password" });
    for (let i = 0; i < AUTH_LIMIT; i++) expect((await attempt(a)).status).toBe(401);
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("RATE_LIMITED");
    // Signups (counted apart from logins) alternate too: AUTH_LIMIT of them in all, the next one refused.
    const users = [];
    for (let i = 0; i < AUTH_LIMIT; i++) users.push(await signUp(i % 2 === 0 ? a : b));
    expect(
      (
        await call(a, "POST", "/api/auth/signup", {
          email: uniqueEmail(),
          password: "x".repeat(12),
          displayName: "X",
        })
      ).status,
    ).toBe(429);
    heavyUser = users[0]!;
    slowUser = users[1]!;
    aiUsers = [users[2]!, users[3]!];
  });

  it("the heavy-route rate limit holds across processes", async () => {
    const upload = (base: string) => call(base, "POST", "/api/courses/upload", makeUpload(), heavyUser.token);
    expect((await upload(a)).status).toBe(201);
    expect((await upload(b)).status).toBe(201);
    expect((await upload(a)).status).toBe(201);
    const refused = await upload(b);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/^Too many requests\./);
  });

  it("a heavy request running on A holds the user's only slot on B too, until it ends", async () => {
    const body = Buffer.from(JSON.stringify(makeUpload()));
    const url = new URL(`${a}/api/courses/upload`);
    // The headers and half the body: A takes the slot before reading the body, and waits for the rest.
    const slow = httpRequest(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(body.length),
        authorization: `Bearer ${slowUser.token}`,
      },
    });
    const slowAnswer = new Promise<number>((resolve, reject) => {
      slow.once("response", (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
      });
      slow.once("error", reject);
    });
    slow.write(body.subarray(0, body.length / 2));
    const slotKey = `${prefix}slots:heavy:user:${slowUser.id}`;
    for (let i = 0; i < 200 && (await redis.get(slotKey)) !== "1"; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(await redis.get(slotKey)).toBe("1");

    const refused = await call(b, "POST", "/api/courses/upload", makeUpload(), slowUser.token);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(
      "Another upload or bulk change of yours is still running. Please wait for it to finish and try again.",
    );

    slow.end(body.subarray(body.length / 2));
    expect(await slowAnswer).toBe(201);
    for (let i = 0; i < 200 && (await redis.exists(slotKey)) === 1; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect((await call(b, "POST", "/api/courses/upload", makeUpload(), slowUser.token)).status).toBe(201);
  });

  it("generations enqueued on either server run exactly once, on the worker", async () => {
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      await sql.query("update users set email_verified_at = now() where id = any($1)", [
        aiUsers.map((u) => u.id),
      ]);
      for (const [i, user] of aiUsers.entries()) {
        expect(
          (await call(i === 0 ? a : b, "POST", "/api/auth/accept-guidelines", undefined, user.token)).status,
        ).toBe(200);
      }
      // The first user's two jobs run one after the other (one generation per user at a time).
      const submissions: [string, { token: string }, string][] = [
        [a, aiUsers[0]!, "Photosynthesis"],
        [b, aiUsers[0]!, "Cell respiration"],
        [a, aiUsers[1]!, "Plate tectonics"],
      ];
      const jobIds: string[] = [];
      for (const [base, user, topic] of submissions) {
        const res = await call(
          base,
          "POST",
          "/api/ai-content/generate",
          { brief: brief({ topic, cardCount: 12 }) },
          user.token,
        );
        expect(res.status, JSON.stringify(res.json)).toBe(202);
        jobIds.push(res.json.data.jobId);
      }
      for (const [i, jobId] of jobIds.entries()) {
        const [, user] = submissions[i]!;
        let job: { status: string; course?: { id: string; cardCount: number } } = { status: "queued" };
        for (let n = 0; n < 400 && job.status !== "completed" && job.status !== "failed"; n++) {
          job = (
            await call(n % 2 === 0 ? a : b, "GET", `/api/ai-content/jobs/${jobId}`, undefined, user.token)
          ).json.data;
          if (job.status !== "completed") await new Promise((r) => setTimeout(r, 100));
        }
        expect(job.status).toBe("completed");
        expect(job.course?.cardCount).toBe(12);
      }
      // Exactly once: one outline per job, each planned batch asked once, and every model call on record once.
      const rows = await sql.query<{ id: string; batches: number; calls: number; cards: number }>(
        `select j.id, jsonb_array_length(j.progress->'doneBatches')::int as batches,
                (select count(*)::int from ai_generations g where g.job_id = j.id) as calls,
                (select count(*)::int from cards c where c.course_id = j.course_id) as cards
           from generation_jobs j where j.id = any($1)`,
        [jobIds],
      );
      expect(rows.rows).toHaveLength(3);
      for (const row of rows.rows) expect(row.cards).toBe(12);
      const calls = await sql.query(
        "select job_id, kind, status, error, created_at from ai_generations order by created_at",
      );
      const seen = ai.requests.map((r) => `${r.kind} ${r.prompt.slice(0, 40).replace(/\n/g, " ")}`);
      const why = JSON.stringify({ seen, calls: calls.rows, jobs: rows.rows }, null, 1);
      expect(ai.count("outline"), why).toBe(3);
      expect(ai.count("batch"), why).toBe(rows.rows.reduce((sum, r) => sum + r.batches, 0));
      expect(
        rows.rows.reduce((sum, r) => sum + r.calls, 0),
        why,
      ).toBe(ai.requests.length);
    } finally {
      await sql.end();
    }
  });
});

let heavyUser: { id: string; token: string };
let slowUser: { id: string; token: string };
let aiUsers: { id: string; token: string }[];
