/**
 * A course plan, end to end: POST /api/ai-content/course-plan/create for a 60-card plan
 * (10 subtopics of 6), then 'Auto-generate all remaining' (the durable `course-plan-auto` job) until the
 * plan is complete, through the real provider code, job queue and database (in-memory PGlite), against
 * the scripted OpenAI-compatible server answering every call after a fixed latency (2 s by default).
 * Run strictly in sequence (AI_CONCURRENCY=1: one subtopic at a time) and with the default concurrency (4).
 *
 *   npx tsx bench/course-plan.ts
 *   BENCH_CARDS=120 BENCH_LATENCY_MS=3000 npx tsx bench/course-plan.ts
 */
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { users } from "../apps/server/src/db/schema/index";
import { startScriptedAiServer } from "../apps/server/test/helpers/scripted-ai-server";
import { round } from "./lib";

const CARDS = Number(process.env.BENCH_CARDS ?? 60);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 2000);

interface Run {
  concurrency: number;
  planSeconds: number;
  generateSeconds: number;
  calls: number;
  cards: number;
  subtopics: number;
  cost: number;
}

async function run(concurrency: number): Promise<Run> {
  const ai = await startScriptedAiServer({ latencyMs: LATENCY_MS });
  const database = await openDatabase({ driver: "pglite" });
  await database.migrate();
  const config = testConfig({
    AUTH_RATE_LIMIT: "10000",
    AI_RATE_LIMIT: "10000",
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "gpt-4o-mini", // priced from the built-in table ($0.15 / $0.60 per million tokens)
    AI_BASE_URL: ai.url,
    AI_CONCURRENCY: String(concurrency),
  });
  const { app } = await buildApp(config, { database, serveWeb: false });
  try {
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: `bench-plan-${concurrency}@bench.local`, password: "bench-password" },
    });
    const headers = { authorization: `Bearer ${signup.json().data.token}` };
    // AI calls need a verified email: mark it as opening the mailed link would.
    await database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, signup.json().data.user.id));
    await app.inject({ method: "POST", url: "/api/auth/accept-guidelines", headers });
    const t0 = performance.now();
    const created = await app.inject({
      method: "POST",
      url: "/api/ai-content/course-plan/create",
      headers,
      payload: { topic: "The solar system", targetCardCount: CARDS },
    });
    if (created.statusCode !== 200) throw new Error(`create: ${created.statusCode} ${created.body}`);
    const planId = created.json().data.plan.id as string;
    const t1 = performance.now();
    const auto = await app.inject({
      method: "POST",
      url: `/api/ai-content/course-plan/${planId}/auto-generate`,
      headers,
      payload: { enabled: true },
    });
    if (auto.statusCode !== 200) throw new Error(`auto-generate: ${auto.statusCode} ${auto.body}`);
    let plan: {
      status: string;
      autoGenerate: boolean;
      totalCardsGenerated: number;
      totalSubtopics: number;
      totalCost: number;
    };
    for (;;) {
      plan = (
        await app.inject({ method: "GET", url: `/api/ai-content/course-plan/${planId}`, headers })
      ).json().data.plan;
      if (!plan.autoGenerate) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const t2 = performance.now();
    if (plan.status !== "completed") throw new Error(`plan ended ${plan.status}`);
    return {
      concurrency,
      planSeconds: round((t1 - t0) / 1000, 1),
      generateSeconds: round((t2 - t1) / 1000, 1),
      calls: ai.requests.length,
      cards: plan.totalCardsGenerated,
      subtopics: plan.totalSubtopics,
      cost: plan.totalCost,
    };
  } finally {
    await app.close();
    await database.close();
    await ai.close();
  }
}

const results: Run[] = [];
for (const concurrency of [1, 4]) {
  console.error(`running a ${CARDS}-card plan, ${LATENCY_MS} ms per call, AI_CONCURRENCY=${concurrency}...`);
  results.push(await run(concurrency));
}
console.log(`\n${CARDS}-card course plan, scripted model answering after ${LATENCY_MS} ms per call\n`);
console.log(
  "| AI_CONCURRENCY | plan call | auto-generate to 100% | calls | subtopics | cards | cost (gpt-4o-mini prices) |",
);
console.log("|---|---|---|---|---|---|---|");
for (const r of results) {
  console.log(
    `| ${r.concurrency}${r.concurrency === 1 ? " (in sequence)" : " (default)"} | ${r.planSeconds} s | ${r.generateSeconds} s | ${r.calls} | ${r.subtopics} | ${r.cards} | $${r.cost.toFixed(4)} |`,
  );
}
const [seq, par] = results;
console.log(`\nspeed-up of auto-generate: ${round(seq!.generateSeconds / par!.generateSeconds, 1)}x`);
