import { randomBytes } from "node:crypto";
import { createServer, type Server, Socket } from "node:net";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { ConfigError, loadConfig, testConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/client";
import type { App } from "../../src/lib/http";
import { RedisUnavailableError } from "../../src/lib/redis";
import { openSharedState } from "../../src/lib/shared-state";
import { makeUpload } from "../courses/course-helpers";
import { signUpUser, uniqueEmail } from "../helpers/factories";
import { canConnect, freePort } from "../helpers/server-processes";
import { registerTestDatabase } from "../helpers/test-app";
import { openTestDatabase } from "../helpers/test-database";

// More than one process: with REDIS_URL the rate limits and heavy-route slots live in Redis
// (docs/decisions/multi-process.md). The two-process test is multi-process.test.ts (PostgreSQL only);
// here apps in this process show the rules on both databases, and what happens when Redis is away.

const REDIS_PORT = 6379;
const redisReachable = await canConnect("127.0.0.1", REDIS_PORT);
if (!redisReachable)
  console.warn(`shared-state Redis tests skipped: Redis is unreachable at 127.0.0.1:${REDIS_PORT}`);
const silent = pino({ level: "silent" });

describe("REDIS_URL at start-up", () => {
  it("must be a redis:// or rediss:// URL", () => {
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(
      /REDIS_URL: must be a redis:\/\//,
    );
    expect(loadConfig({ REDIS_URL: "rediss://user:pw@cache.example:6380/2" }).REDIS_URL).toBe(
      "rediss://user:pw@cache.example:6380/2",
    );
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
  });

  it("an unreachable Redis stops start-up with a message naming it (without its password)", async () => {
    const port = await freePort();
    const opening = openSharedState(
      { REDIS_URL: `redis://:hunter2@127.0.0.1:${port}`, REDIS_KEY_PREFIX: "x:" },
      silent,
    );
    await expect(opening).rejects.toBeInstanceOf(RedisUnavailableError);
    const err = (await opening.catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(
      new RegExp(`^Cannot reach Redis at REDIS_URL=redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}: `),
    );
    expect(err.message).not.toContain("hunter2");
  });

  it("without REDIS_URL the state stays in this process's memory", async () => {
    const shared = await openSharedState({ REDIS_URL: undefined, REDIS_KEY_PREFIX: "x:" }, silent);
    expect(shared.where).toBe("memory");
    expect(shared.rateLimitStore).toBeUndefined();
  });
});

/** A TCP relay to the local Redis that a test can cut and restore, as a network or Redis outage. */
async function startRelay(port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client).add(upstream);
        for (const s of [client, upstream]) {
          s.on("error", () => {});
          s.on("close", () => sockets.delete(s));
        }
        upstream.connect(REDIS_PORT, "127.0.0.1");
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await open();
  return {
    open,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

describe.skipIf(!redisReachable)("limits shared through Redis", () => {
  const prefix = `recall-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
  let database: DatabaseHandle;
  let redis: Redis;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    redis = new Redis({ host: "127.0.0.1", port: REDIS_PORT });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  async function start(redisUrl: string, env: Record<string, string> = {}): Promise<App> {
    const config = testConfig({
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      AUTH_RATE_LIMIT: "3",
      HEAVY_RATE_LIMIT: "10000",
      ...env,
    });
    const { app } = await buildApp(config, { database, serveWeb: false });
    apps.push(app);
    return registerTestDatabase(app, database);
  }

  const login = (app: App, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      payload: { email: uniqueEmail("nobody"), password: "wrong password" },
    });

  it("two apps on one Redis count one limit: the fourth login, on the other app, is a 429", async () => {
    const [first, second] = [
      await start(`redis://127.0.0.1:${REDIS_PORT}`),
      await start(`redis://127.0.0.1:${REDIS_PORT}`),
    ];
    for (let i = 0; i < 3; i++) expect((await login(first, "198.51.100.1")).statusCode).toBe(401);
    expect((await login(second, "198.51.100.1")).statusCode).toBe(429);
    // Another address has its own count.
    expect((await login(second, "198.51.100.2")).statusCode).toBe(401);
  });

  it("while Redis is away limits hold in memory (429, never 500), and Redis counts again once it is back", async () => {
    const relayPort = await freePort();
    const relay = await startRelay(relayPort);
    const app = await start(`redis://127.0.0.1:${relayPort}`, { HEAVY_CONCURRENCY: "1" });
    const address = "198.51.100.3";
    expect((await login(app, address)).statusCode).toBe(401);
    const [key] = await redis.keys(`${prefix}rate-limit:*login*${address}`);
    expect(key).toBeDefined();
    expect(await redis.get(key!)).toBe("1");

    await relay.cut();
    // Memory counts from zero: three more answers, then the limit.
    for (let i = 0; i < 3; i++) expect((await login(app, address)).statusCode).toBe(401);
    expect((await login(app, address)).statusCode).toBe(429);
    const user = await signUpUser(app, { email: uniqueEmail("outage") });
    const upload = await app.inject({
      method: "POST",
      url: "/api/courses/upload",
      headers: user.auth,
      payload: makeUpload(),
    });
    expect(upload.statusCode).toBe(201);

    await relay.open();
    let status = 429;
    for (let i = 0; i < 100 && status === 429; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await login(app, address)).statusCode;
    }
    expect(status).toBe(401);
    expect(await redis.get(key!)).toBe("2");
    await relay.cut();
  });
});
