/**
 * Health while one user uploads as fast as the server allows (issue 13: ten parallel 5,000-card uploads
 * stalled the health check for 5-8 s). One user fires 5,000-card uploads, 10 in parallel, for the whole
 * run (those beyond HEAVY_RATE_LIMIT per minute get a 429 before their body is read); meanwhile
 * GET /api/health is called every 25 ms and its latency recorded.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/upload-health.ts
 *   BENCH_SECONDS (default 30), BENCH_HEAVY_RATE_LIMIT (default: the config default, 10 per minute)
 */
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { createScratchDatabase, percentile, round } from "./lib";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PARALLEL = 10;
const CARDS = 5000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function uploadBody(n: number) {
  return JSON.stringify({
    name: `Big ${n}`,
    slug: `big-${n}`,
    topics: [],
    levels: [],
    config: { defaultFrequency: "daily", cardsPerSession: 15 },
    cards: Array.from({ length: CARDS }, (_, i) => ({
      face: `Question ${n}-${i}: what is ${i} times three?`,
      back: `It is ${i * 3}, as a longer answer so that each card has some weight to it.`,
      topic: `Topic ${i % 20}`,
      level: "Beginner",
    })),
  });
}

async function main() {
  const scratch = await createScratchDatabase(adminUrl, "bench_upload");
  const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 10 });
  await database.migrate();
  const env: Record<string, string> = { AUTH_RATE_LIMIT: "100000" };
  if (process.env.BENCH_HEAVY_RATE_LIMIT) env.HEAVY_RATE_LIMIT = process.env.BENCH_HEAVY_RATE_LIMIT;
  const config = testConfig(env);
  const { app } = await buildApp(config, { database, serveWeb: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "uploader@bench.local", password: "bench-password" }),
    });
    const token = ((await signup.json()) as { data: { token: string } }).data.token;

    const end = Date.now() + SECONDS * 1000;
    const statuses = new Map<number, number>();
    let n = 0;
    const uploader = async () => {
      while (Date.now() < end) {
        const res = await fetch(`${base}/api/courses/upload`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: uploadBody(n++),
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    const health: number[] = [];
    const prober = async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await Promise.all([prober(), ...Array.from({ length: PARALLEL }, uploader)]);
    health.sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          seconds: SECONDS,
          heavyRateLimitPerMinute: config.HEAVY_RATE_LIMIT,
          uploads: Object.fromEntries(statuses),
          healthChecks: health.length,
          healthP50Ms: round(percentile(health, 50)),
          healthP99Ms: round(percentile(health, 99)),
          healthMaxMs: round(health.at(-1) ?? Number.NaN),
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

void main();
