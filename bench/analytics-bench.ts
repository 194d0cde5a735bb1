/**
 * The analytics calls at scale: one learner with 100,000 answers over 20,000 cards (and 100,000 answers of
 * 20 other learners around them, see analytics-data.ts), on real PostgreSQL and on PGlite. Every call goes
 * through the HTTP layer (`app.inject`: token lookup, validation, the service's queries, response schema),
 * BENCH_RUNS times each after a warm-up; prints p50/p95 per call and EXPLAIN (ANALYZE, BUFFERS) of the
 * heaviest statements, and writes bench/results/analytics-{postgres,pglite}.json and …-explain.txt.
 *
 *   npx tsx bench/analytics-bench.ts
 *   BENCH_DRIVER=postgres|pglite|both (default both)  BENCH_RUNS=100
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test  (the server for the scratch database)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client";
import {
  masteryGroupsStatement,
  retrievabilityStatement,
} from "../apps/server/src/modules/analytics/memory.repository";
import { ANALYTICS_SIZES, loadAnalyticsData } from "./analytics-data";
import { createScratchDatabase, percentile, round } from "./lib";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const driver = process.env.BENCH_DRIVER ?? "both";
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TIME_ZONE = "America/New_York";

const CALLS = [
  "overall",
  "performance",
  "performance?days=365",
  "mastery/course",
  "mastery/topic",
  "mastery/level",
  "patterns",
  "streak",
  "heatmap",
  "forecast",
  "retention",
  "cards/:id",
] as const;

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    max: round(s.at(-1) ?? 0),
  };
};

async function explain(handle: DatabaseHandle, statement: ReturnType<typeof sql>) {
  const res = await handle.db.execute(sql`explain (analyze, buffers) ${statement}`);
  return (res as unknown as { rows: Record<string, string>[] }).rows
    .map((r) => Object.values(r)[0])
    .join("\n");
}

async function run(name: "postgres" | "pglite", database: DatabaseHandle) {
  const { app } = await buildApp(testConfig({ AUTH_RATE_LIMIT: "100000" }), { database, serveWeb: false });
  try {
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "learner@bench.local", password: "correct horse battery", displayName: "Learner" },
      headers: { "x-timezone": TIME_ZONE },
    });
    const { user, token } = signup.json().data as { user: { id: string; timezone: string }; token: string };
    if (user.timezone !== TIME_ZONE) throw new Error(`timezone not set: ${user.timezone}`);
    const t0 = performance.now();
    await loadAnalyticsData(database.sql, user.id, new Date());
    await database.sql.exec("vacuum analyze");
    const loadSeconds = round((performance.now() - t0) / 1000, 1);
    const counts = (
      await database.sql.query<{ answers: number; memory: number }>(
        `select (select count(*) from session_answers where user_id = $1)::int as answers,
           (select count(*) from card_memory where user_id = $1)::int as memory`,
        [user.id],
      )
    ).rows[0];
    const [card] = (
      await database.sql.query<{ card_id: string }>(
        "select card_id from card_memory where user_id = $1 order by card_id limit 1",
        [user.id],
      )
    ).rows;

    const headers = { authorization: `Bearer ${token}` };
    const call = async (path: string) => {
      const url = `/api/analytics/${path.replace(":id", card!.card_id)}`;
      const start = performance.now();
      const res = await app.inject({ method: "GET", url, headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    for (const path of CALLS) for (let i = 0; i < 5; i++) await call(path); // warm-up
    const times = new Map<string, number[]>(CALLS.map((c) => [c, []]));
    // Interleaved, so a burst of load from elsewhere on the machine spreads over every call.
    for (let i = 0; i < RUNS; i++) for (const path of CALLS) times.get(path)!.push(await call(path));

    const overall = (await app.inject({ method: "GET", url: "/api/analytics/overall", headers })).json().data;
    const plans: string[] = [];
    for (const [label, statement] of explainTargets(user.id))
      plans.push(`-- ${name}: ${label}\n${await explain(database, statement)}`);

    const report = {
      driver: name,
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        node: process.version,
        loadavg: loadavg()
          .map((l) => round(l, 1))
          .join(" / "),
      },
      sizes: { ...ANALYTICS_SIZES, learnerAnswers: counts?.answers, learnerMemoryRows: counts?.memory },
      loadSeconds,
      runs: RUNS,
      overall,
      callsMs: Object.fromEntries([...times].map(([k, v]) => [k, stats(v)])),
    };
    console.log(JSON.stringify(report, null, 2));
    const dir = path.join(import.meta.dirname, "results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `analytics-${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(dir, `analytics-${name}-explain.txt`), `${plans.join("\n\n")}\n`);
  } finally {
    await app.close();
  }
}

/**
 * The statements worth a plan: the all-time totals from the running totals and, for comparison, the same
 * figures summed over every answer (what the running totals replace); the mastery groups and the mean
 * retrievability, which read every card and memory row of the learner's courses.
 */
function explainTargets(userId: string): [string, ReturnType<typeof sql>][] {
  return [
    [
      "all-time totals from answer_course_levels (running totals)",
      sql`select sum(answers)::int, sum(correct)::int, sum(time_ms)::float8 from answer_course_levels
        where user_id = ${userId}`,
    ],
    [
      "the same totals summed over session_answers (before the running totals)",
      sql`select count(*)::int, count(*) filter (where correct)::int, coalesce(sum(time_taken_ms), 0)
        from session_answers where user_id = ${userId}`,
    ],
    ["mastery groups by topic", masteryGroupsStatement(userId, "topic")],
    ["mean retrievability now", retrievabilityStatement(userId, new Date())],
  ];
}

async function main() {
  if (driver === "postgres" || driver === "both") {
    const scratch = await createScratchDatabase(adminUrl, "bench_analytics");
    const handle = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 4 });
    try {
      await handle.migrate();
      await run("postgres", handle);
    } finally {
      await handle.close();
      if (process.env.BENCH_KEEP) console.log(`kept ${scratch.url}`);
      else await scratch.drop();
    }
  }
  if (driver === "pglite" || driver === "both") {
    const handle = await openDatabase({ driver: "pglite" });
    try {
      await handle.migrate();
      await run("pglite", handle);
    } finally {
      await handle.close();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
