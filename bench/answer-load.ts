/**
 * The answer endpoint under load: many concurrent learners, each answering the cards of their own
 * session, on real PostgreSQL. In the same run:
 * - the answer's own SQL replayed straight through node-postgres for a second set of learners prepared
 *   the same way: the token lookup, the read, the guarded write (no transaction), built by the route's
 *   own Drizzle builders (`tokenLookupQuery`, `readForAnswerQuery`, `writeAnswerQuery` with the writes
 *   `planAnswer` computes), on a pg.Pool of the app's size at the same concurrency: the ceiling for a
 *   route that writes;
 * - a bare Fastify route returning a body of the same size: what this machine can do at all.
 * The HTTP load comes from a separate process (bench/answer-client.ts), as clients do.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/answer-load.ts
 *   BENCH_SETUP_SQL="…" runs SQL on the scratch database after its migrations (experiments).
 *   BENCH_CLIENT_CPUS=1 runs the load generator under `taskset -c 1` (see bench/README.md, "pinned").
 */

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Fastify from "fastify";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { buildReplay, type Pair, replayLoad } from "./answer-replay";
import { createScratchDatabase, round } from "./lib";

// 300 learners: 15,000 answers, a run of 10-30 s (5,000 were over in ~5 s, too short to count a rate).
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 300);
const execFileAsync = promisify(execFile);
const CARDS = 50;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL_SIZE = 10;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The fields of our API's answers this script reads (signup, upload, session start). */
type ApiJson = {
  data: { token: string; course: { id: string }; session: { id: string }; cards: { id: string }[] };
};

async function prepare(base: string, prefix: string): Promise<Pair[]> {
  const post = async (path: string, body: unknown, token?: string): Promise<ApiJson> => {
    const res = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as ApiJson;
  };
  const owner = await post("/api/auth/signup", {
    email: `${prefix}-owner@bench.local`,
    password: "bench-password",
  });
  const cards = Array.from({ length: 60 }, (_, i) => ({
    face: `Bench question ${i}: what is ${i} + ${i}?`,
    back: String(i + i),
    topic: `Topic ${i % 6}`,
    level: "Beginner",
    type: "mcq",
    options: [String(i + i), String(i + i + 1), String(i + i + 2), String(i + i + 3)],
    answerIndex: 0,
  }));
  const course = await post(
    "/api/courses/upload",
    {
      name: "Bench",
      slug: `bench-${prefix}`,
      topics: [],
      levels: [],
      config: { defaultFrequency: "daily", cardsPerSession: 15 },
      cards,
    },
    owner.data.token,
  );
  await fetch(`${base}/api/courses/${course.data.course.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${owner.data.token}` },
    body: JSON.stringify({ isPublic: true }),
  });
  const perLearner: Pair[][] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const pairs: Pair[] = [];
    perLearner.push(pairs);
    const learner = await post("/api/auth/signup", {
      email: `${prefix}-learner${i}@bench.local`,
      password: "bench-password",
    });
    const token = learner.data.token as string;
    const session = await post(
      "/api/sessions/start",
      { courseIds: [course.data.course.id], plannedCards: CARDS },
      token,
    );
    for (const [j, card] of session.data.cards.entries()) {
      pairs.push({
        token,
        body: JSON.stringify({
          sessionId: session.data.session.id,
          cardId: card.id,
          correct: j % 4 !== 0,
          timeTakenMs: 2500 + (j % 5) * 700,
          signals: { info_button_clicked: j % 3 === 0, depth_level_reached: j % 4 },
          retryAttempts: 0,
          retrySuccessful: false,
          clientAnswerId: `${i}-${j}`,
        }),
      });
    }
  }
  // Round-robin over learners so concurrent requests hit different sessions, as real traffic would.
  return Array.from({ length: CARDS }, (_, j) => perLearner.map((pairs) => pairs[j]!)).flat();
}

/** Fires `amount` requests at `url` from a separate process (bench/answer-client.ts). */
async function load(url: string, pairs: Pair[] | null, method: "POST" | "GET", amount: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "answer-load-"));
  const jobFile = path.join(dir, "job.json");
  writeFileSync(jobFile, JSON.stringify({ url, method, connections: CONNECTIONS, amount, pairs }));
  try {
    const client = [
      process.execPath,
      "--import",
      "tsx",
      path.join(import.meta.dirname, "answer-client.ts"),
      jobFile,
    ];
    // BENCH_CLIENT_CPUS=1: the load generator on those CPUs only (taskset), e.g. beside a pinned PostgreSQL.
    const cpus = process.env.BENCH_CLIENT_CPUS;
    const [command, ...args] = cpus ? ["taskset", "-c", cpus, ...client] : client;
    const { stdout } = await execFileAsync(command!, args, { maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      requests: number;
      non2xx: number;
      errors: number;
      rps: number;
      p50: number;
      p99: number;
      clientCpuSeconds: number;
      seconds: number;
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const scratch = await createScratchDatabase(adminUrl, "bench_answer");
  const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: POOL_SIZE });
  await database.migrate();
  // For experiments: SQL run on the scratch database before the load (e.g. disabling a trigger).
  if (process.env.BENCH_SETUP_SQL) await database.sql.query(process.env.BENCH_SETUP_SQL);
  const { app } = await buildApp(testConfig({ AUTH_RATE_LIMIT: "100000" }), { database, serveWeb: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const pairs = await prepare(base, "app");
    const replays = await buildReplay(database.db, (await prepare(base, "replay")).slice(1));
    const loadBefore = loadavg()[0]!;
    const sample = await fetch(`${base}/api/sessions/answer`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${pairs[0]!.token}` },
      body: pairs[0]!.body,
    });
    const bodyBytes = (await sample.text()).length;
    const cpuBefore = process.cpuUsage();
    const answer = await load(`${base}/api/sessions/answer`, pairs.slice(1), "POST", pairs.length - 1);
    const cpu = process.cpuUsage(cpuBefore);
    // The server process's CPU during the answers (s), to set beside the run's time and the client's CPU.
    const serverCpuSeconds = round((cpu.user + cpu.system) / 1e6, 2);
    const replay = await replayLoad(scratch.url, replays, { poolSize: POOL_SIZE, connections: CONNECTIONS });
    const { rows: written } = await database.sql.query<{ n: number }>(
      "select count(*)::int as n from session_answers a join users u on u.id = a.user_id where u.email like 'replay-%'",
    );

    const bare = Fastify();
    const payload = "x".repeat(bodyBytes);
    bare.get("/bare", async () => payload);
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const bareAddr = bare.server.address();
    const bareUrl = `http://127.0.0.1:${typeof bareAddr === "object" && bareAddr ? bareAddr.port : 0}/bare`;
    const baseline = await load(bareUrl, null, "GET", pairs.length);
    await bare.close();

    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: (await import("node:os")).cpus().length,
        node: process.version,
        loadavg1: `${round(loadBefore, 1)} → ${round(loadavg()[0]!, 1)}`,
      },
      poolSize: POOL_SIZE,
      learners: LEARNERS,
      cardsPerSession: CARDS,
      connections: CONNECTIONS,
      responseBytes: bodyBytes,
      answer: { ...answer, serverCpuSeconds },
      replaySql: { ...replay, answersWritten: written[0]?.n },
      bareFastify: baseline,
      ratioToReplay: {
        rps: round(answer.rps / replay.rps, 3),
        p50: round(answer.p50 / Math.max(replay.p50, 1), 1),
      },
      ratioToBare: {
        rps: round(answer.rps / baseline.rps, 3),
        p50: round(answer.p50 / Math.max(baseline.p50, 1), 1),
      },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
