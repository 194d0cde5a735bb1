/**
 * AI course generation, end to end: POST /api/ai-content/generate for a 60-card course, through the real
 * provider code, job queue (pg-boss) and database (in-memory PGlite), against the scripted
 * OpenAI-compatible server answering every call after a fixed latency (2 s by default, about what a
 * hosted model takes for a short answer). Run once strictly sequential (AI_CONCURRENCY=1) and once with
 * the default concurrency (4), to compare with the spec's "30-60 seconds".
 *
 *   npx tsx bench/ai-generation.ts
 *   BENCH_CARDS=120 BENCH_LATENCY_MS=3000 npx tsx bench/ai-generation.ts
 */
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { aiGenerations, users } from "../apps/server/src/db/schema/index";
import { startScriptedAiServer } from "../apps/server/test/helpers/scripted-ai-server";
import { round } from "./lib";

const CARDS = Number(process.env.BENCH_CARDS ?? 60);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 2000);

interface Run {
  concurrency: number;
  wallSeconds: number;
  calls: number;
  byKind: string;
  inputTokens: number;
  outputTokens: number;
  cards: number;
  cost: number;
}

async function run(concurrency: number): Promise<Run> {
  const ai = await startScriptedAiServer({ latencyMs: LATENCY_MS });
  const database = await openDatabase({ driver: "pglite" });
  await database.migrate();
  const config = testConfig({
    AUTH_RATE_LIMIT: "10000",
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
      payload: { email: `bench-${concurrency}@bench.local`, password: "bench-password" },
    });
    const headers = { authorization: `Bearer ${signup.json().data.token}` };
    // AI calls need a verified email: mark it as opening the mailed link would.
    await database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, signup.json().data.user.id));
    await app.inject({ method: "POST", url: "/api/auth/accept-guidelines", headers });
    const brief = { topic: "The solar system", knowledgeLevel: "beginner", goal: "", cardCount: CARDS };
    const started = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/ai-content/generate",
      headers,
      payload: { brief },
    });
    const wallSeconds = (performance.now() - started) / 1000;
    if (res.statusCode !== 200) throw new Error(`generate: ${res.statusCode} ${res.body}`);
    const { data } = res.json();
    const rows = await database.db.select().from(aiGenerations);
    const kinds = new Map<string, number>();
    for (const r of ai.requests) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
    return {
      concurrency,
      wallSeconds: round(wallSeconds, 1),
      calls: ai.requests.length,
      byKind: [...kinds].map(([k, n]) => `${n} ${k}`).join(", "),
      inputTokens: rows.reduce((s, r) => s + r.inputTokens, 0),
      outputTokens: rows.reduce((s, r) => s + r.outputTokens, 0),
      cards: data.course.cardCount,
      cost: data.metadata.totalCost,
    };
  } finally {
    await app.close();
    await database.close();
    await ai.close();
  }
}

const results: Run[] = [];
for (const concurrency of [1, 4]) {
  console.error(`running ${CARDS} cards, ${LATENCY_MS} ms per call, AI_CONCURRENCY=${concurrency}...`);
  results.push(await run(concurrency));
}
console.log(`\n${CARDS}-card course, scripted model answering after ${LATENCY_MS} ms per call\n`);
console.log(
  "| AI_CONCURRENCY | wall time | calls | input tokens | output tokens | cards | cost (gpt-4o-mini prices) |",
);
console.log("|---|---|---|---|---|---|---|");
for (const r of results) {
  console.log(
    `| ${r.concurrency}${r.concurrency === 1 ? " (sequential)" : " (default)"} | ${r.wallSeconds} s | ${r.calls} (${r.byKind}) | ${r.inputTokens} | ${r.outputTokens} | ${r.cards} | $${r.cost.toFixed(4)} |`,
  );
}
const [seq, par] = results;
console.log(`\nspeed-up: ${round(seq!.wallSeconds / par!.wallSeconds, 1)}x; spec target: 30-60 s`);
