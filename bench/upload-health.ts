/**
 * Health while one user uploads as fast as the server allows (ten parallel 5,000-card uploads
 * stalled the health check for 5-8 s). One user uploads 5,000-card courses back to back for the whole run
 * (BENCH_CLIENTS=10: from 10 parallel clients; those over HEAVY_RATE_LIMIT per minute, or while another
 * of theirs runs, get a 429 before their body is read, and wait as Retry-After says or 100 ms);
 * meanwhile GET /api/health is called every 25 ms and its latency recorded.
 *
 * The server runs on this thread; the clients run in a worker thread, so building and sending the
 * 0.8 MB bodies does not count as server time. The server's event-loop delay is sampled too.
 *
 *   npx tsx bench/upload-health.ts                    # PGlite (files in a temp folder, as `npm start`), then PostgreSQL
 *   BENCH_DRIVER=pglite|postgres                      # one of them only
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a scratch database is made on it)
 *   BENCH_SECONDS (default 30), BENCH_HEAVY_RATE_LIMIT (default: the config default, 10 per minute)
 *   BENCH_CLIENTS (default 1)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client";
import { createScratchDatabase, percentile, round } from "./lib";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** 1: one client uploading back to back (as fast as allowed); 10: the abuse that once stalled the server (ten parallel 5,000-card uploads). */
const PARALLEL = Number(process.env.BENCH_CLIENTS ?? 1);
const CARDS = 5000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const drivers = (process.env.BENCH_DRIVER ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];

/** The clients, as plain JavaScript for a worker thread: uploaders and the health prober. */
const CLIENTS = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, token, seconds, parallel, cards } = workerData;
function uploadBody(n) {
  return JSON.stringify({
    name: "Big " + n, slug: "big-" + n, topics: [], levels: [],
    config: { defaultFrequency: "daily", cardsPerSession: 15 },
    cards: Array.from({ length: cards }, (_, i) => ({
      face: "Question " + n + "-" + i + ": what is " + i + " times three?",
      back: "It is " + i * 3 + ", as a longer answer so that each card has some weight to it.",
      topic: "Topic " + (i % 20),
      level: "Beginner",
    })),
  });
}
(async () => {
  const end = Date.now() + seconds * 1000;
  const statuses = {};
  const uploadMs = [];
  let n = 0;
  const uploader = async () => {
    let body = uploadBody(n++);
    while (Date.now() < end) {
      const started = performance.now();
      const res = await fetch(base + "/api/courses/upload", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer " + token },
        body,
      });
      await res.arrayBuffer();
      if (res.status === 201) {
        uploadMs.push(performance.now() - started);
        body = uploadBody(n++);
      }
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      // A refused client waits as long as Retry-After says (the rate limit), else 100 ms (another of
      // its uploads is still running), as a well-behaved client would.
      if (res.status === 429) {
        const after = Number(res.headers.get("retry-after") ?? 0) * 1000 || 100;
        await new Promise((r) => setTimeout(r, Math.min(after, Math.max(0, end - Date.now()))));
      }
    }
  };
  const health = [];
  const prober = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const res = await fetch(base + "/api/health");
      await res.arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  await Promise.all([prober(), ...Array.from({ length: parallel }, uploader)]);
  parentPort.postMessage({ statuses, uploadMs, health });
})();
`;

interface ClientResult {
  statuses: Record<string, number>;
  uploadMs: number[];
  health: number[];
}

async function openBenchDatabase(driver: "pglite" | "postgres") {
  if (driver === "pglite") {
    // Files on disk as `npm start` keeps them (./data), in a throwaway folder.
    const dataDir = await mkdtemp(join(tmpdir(), "bench-upload-"));
    const database = await openDatabase({ driver: "pglite", dataDir });
    return { database, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(adminUrl, "bench_upload");
  const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 10 });
  return { database, drop: scratch.drop };
}

async function run(driver: "pglite" | "postgres") {
  const { database, drop } = await openBenchDatabase(driver);
  await database.migrate();
  const env: Record<string, string> = { AUTH_RATE_LIMIT: "100000" };
  if (process.env.BENCH_HEAVY_RATE_LIMIT) env.HEAVY_RATE_LIMIT = process.env.BENCH_HEAVY_RATE_LIMIT;
  const config = testConfig(env);
  const { app } = await buildApp(config, { database: database as DatabaseHandle, serveWeb: false });
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

    const loadBefore = loadavg();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const worker = new Worker(CLIENTS, {
      eval: true,
      workerData: { base, token, seconds: SECONDS, parallel: PARALLEL, cards: CARDS },
    });
    const result = await new Promise<ClientResult>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    loop.disable();
    await worker.terminate();
    const health = [...result.health].sort((a, b) => a - b);
    const uploads = [...result.uploadMs].sort((a, b) => a - b);
    const ms = (ns: number) => round(ns / 1e6);
    console.log(
      JSON.stringify({
        driver,
        seconds: SECONDS,
        clients: PARALLEL,
        heavyRateLimitPerMinute: config.HEAVY_RATE_LIMIT,
        loadAverage: { before: loadBefore.map((l) => round(l)), after: loadavg().map((l) => round(l)) },
        uploads: result.statuses,
        cardsPerSecond: round(((result.statuses["201"] ?? 0) * CARDS) / SECONDS, 0),
        uploadMs: { p50: round(percentile(uploads, 50), 0), max: round(uploads.at(-1) ?? Number.NaN, 0) },
        healthChecks: health.length,
        healthMs: {
          p50: round(percentile(health, 50)),
          p95: round(percentile(health, 95)),
          p99: round(percentile(health, 99)),
          max: round(health.at(-1) ?? Number.NaN),
        },
        eventLoopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      }),
    );
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

async function main() {
  for (const driver of drivers) await run(driver);
}

void main();
