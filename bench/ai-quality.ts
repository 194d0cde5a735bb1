/**
 * Card quality of AI generation: a fixed set of briefs through the same steps a course job takes (the
 * outline call, then every batch to its planned cards and MCQ count with top-ups and the card checks:
 * ai/course-ai, ai/card-writer), against whatever provider the environment configures, as the server
 * reads it (.env included). Reports, per card type, the share of written cards that passed the checks on
 * the first answer, the share of planned cards delivered after the first answer and after the top-ups,
 * and the calls and cost per delivered card; with AI_JUDGE_MODEL, a second model's rubric scores.
 *
 * Without AI_PROVIDER (or with BENCH_SCRIPTED=1) it runs against the scripted OpenAI-compatible server
 * with a deterministic sloppy model and a scripted judge: that proves the plumbing, not the quality.
 *
 *   npx tsx bench/ai-quality.ts                       # provider from the environment / .env
 *   BENCH_SCRIPTED=1 npx tsx bench/ai-quality.ts      # scripted server (no network, no cost)
 *   BENCH_BRIEFS=2 npx tsx bench/ai-quality.ts        # only the first N briefs
 *   BENCH_SCRIPTED=schema BENCH_BRIEFS=1 BENCH_CARD_COUNT=24 npx tsx bench/ai-quality.ts
 *       # scripted server in "schema" mode: honours the sent schema's counts and types, flaws one MCQ in five
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { type Brief, type CardFields, DEFAULT_PREFS } from "@recall/shared";
import pino from "pino";
import { type Config, loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { aiGenerations, users } from "../apps/server/src/db/schema/index";
import { createAiClient } from "../apps/server/src/modules/ai/ai-client";
import { jobCostMicros } from "../apps/server/src/modules/ai/budget";
import { CourseFaces } from "../apps/server/src/modules/ai/card-checks";
import { generateTopicCards } from "../apps/server/src/modules/ai/card-writer";
import { courseBatchBrief, generateCoursePlan } from "../apps/server/src/modules/ai/course-ai";
import { microsToUsd } from "../apps/server/src/modules/ai/pricing";
import type { TopUpResult } from "../apps/server/src/modules/ai/top-up";
import { courseJob } from "../apps/server/src/modules/generation/kinds/course.job";
import { jobsRepository } from "../apps/server/src/modules/jobs/jobs.repository";
import { sloppyModel } from "../apps/server/test/ai/support/flawed-replies";
import { startScriptedAiServer } from "../apps/server/test/helpers/scripted-ai-server";
import { type CardReview, type Criterion, judgeCards, RUBRIC } from "./ai-judge";
import { round } from "./lib";

const ALL_BRIEFS: Brief[] = [
  {
    topic: "The French Revolution",
    knowledgeLevel: "beginner",
    goal: "Pass my history exam",
    cardCount: 12,
    focusAreas: ["causes", "key events"],
    language: "en",
  },
  {
    topic: "Photosynthesis",
    knowledgeLevel: "intermediate",
    goal: "Understand the light-dependent and light-independent reactions",
    cardCount: 16,
    focusAreas: [],
    language: "en",
  },
  {
    topic: "Spanish travel vocabulary",
    knowledgeLevel: "beginner",
    goal: "Order food and ask for directions",
    cardCount: 10,
    focusAreas: ["restaurant", "directions"],
    language: "es",
  },
  {
    topic: "SQL joins and indexes",
    knowledgeLevel: "advanced",
    goal: "Prepare for a database interview",
    cardCount: 12,
    focusAreas: ["outer joins", "composite indexes"],
    language: "en",
  },
];
const CARD_COUNT = process.env.BENCH_CARD_COUNT ? Number(process.env.BENCH_CARD_COUNT) : null;
const BRIEFS = ALL_BRIEFS.slice(0, Number(process.env.BENCH_BRIEFS ?? ALL_BRIEFS.length)).map((b) =>
  CARD_COUNT ? { ...b, cardCount: CARD_COUNT } : b,
);

type CardType = "mcq" | "basic";
const TYPES: CardType[] = ["mcq", "basic"];
interface TypeTally {
  planned: number;
  written: number; // written as this type in the first answers
  passed: number; // of those, passed the checks
  deliveredFirst: number; // kept from the first answers
  delivered: number; // kept after the top-ups
}
const tally = (): TypeTally => ({ planned: 0, written: 0, passed: 0, deliveredFirst: 0, delivered: 0 });

function addBatch(
  t: Record<CardType, TypeTally>,
  result: TopUpResult,
  target: { cards: number; mcq: number },
) {
  const first = result.rounds[0];
  t.mcq.planned += target.mcq;
  t.basic.planned += target.cards - target.mcq;
  if (first) {
    t.mcq.written += first.returnedMcq;
    t.basic.written += first.returned - first.returnedMcq;
    t.mcq.passed += first.validMcq;
    t.basic.passed += first.valid - first.validMcq;
    t.mcq.deliveredFirst += first.keptMcq;
    t.basic.deliveredFirst += first.kept - first.keptMcq;
  }
  t.mcq.delivered += result.mcq;
  t.basic.delivered += result.cards.length - result.mcq;
}

async function environment(): Promise<{ config: Config; label: string; close(): Promise<void> }> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const scripted = process.env.BENCH_SCRIPTED;
  if (scripted !== "1" && scripted !== "schema" && process.env.AI_PROVIDER) {
    const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
    return { config, label: `${config.AI_PROVIDER} ${config.AI_MODEL}`, close: async () => {} };
  }
  const schemaMode = scripted === "schema";
  const server = await startScriptedAiServer(schemaMode ? { mode: "schema" } : { handler: sloppyModel });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "gpt-4o-mini", // priced from the built-in table ($0.15 / $0.60 per million tokens)
    AI_BASE_URL: server.url,
    AI_JUDGE_MODEL: "gpt-4o-mini",
  });
  const label = schemaMode
    ? "scripted server (schema mode: honours the sent counts and types, one MCQ in five flawed; scripted judge)"
    : "scripted server (sloppy model, scripted judge)";
  return { config, label, close: () => server.close() };
}

const pct = (n: number, d: number) => (d ? `${round((100 * n) / d, 1)}%` : "-");

async function main() {
  const env = await environment();
  const { config } = env;
  const log = pino({ level: "silent" });
  const database = await openDatabase({ driver: "pglite" });
  await database.migrate();
  const db = database.db;
  const [user] = await db
    .insert(users)
    // AI calls need a verified email.
    .values({
      email: "bench@bench.local",
      passwordHash: "x",
      displayName: "Bench",
      prefs: DEFAULT_PREFS,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const ai = createAiClient({ config, db, log });
  ai.requireConfigured();
  const judge = config.AI_JUDGE_MODEL
    ? createAiClient({
        config: {
          ...config,
          AI_PROVIDER: config.AI_JUDGE_PROVIDER ?? config.AI_PROVIDER,
          AI_MODEL: config.AI_JUDGE_MODEL,
        },
        db,
        log,
      })
    : null;

  const types = { mcq: tally(), basic: tally() };
  const rows: string[] = [];
  const reviews: { type: CardType; review: CardReview | null }[] = [];
  let calls = 0;
  let costMicros = 0;
  let delivered = 0;
  const started = performance.now();
  for (const brief of BRIEFS) {
    console.error(`brief: ${brief.topic} (${brief.cardCount} cards)...`);
    const input = { brief, syllabusContext: null };
    const job = await jobsRepository.create(db, courseJob, {
      userId: user!.id,
      input,
      progress: courseJob.initialProgress(input),
    });
    const scope = { userId: user!.id, jobId: job.id };
    const plan = await generateCoursePlan(ai, { brief }, scope);
    const faces = new CourseFaces();
    const cards: CardFields[] = [];
    let extra = 0;
    for (const batch of plan.batches) {
      const target = { cards: batch.cardCount, mcq: batch.mcqCount };
      const result = await generateTopicCards(
        ai,
        { brief: courseBatchBrief(plan, batch, brief), target, faces },
        scope,
      );
      if (result.error) throw result.error;
      addBatch(types, result, target);
      extra += result.calls - 1;
      cards.push(...result.cards);
    }
    const cost = await jobCostMicros(db, job.id);
    calls += cost.calls;
    costMicros += cost.micros;
    delivered += cards.length;
    rows.push(
      `| ${brief.topic} (${brief.language}) | ${brief.cardCount} | ${cards.length} | ${cards.filter((c) => c.type === "mcq").length} | ${plan.batches.length} | ${extra} | ${cost.calls} | $${microsToUsd(cost.micros).toFixed(4)} |`,
    );
    if (judge) {
      const scored = await judgeCards(judge, cards, user!.id);
      for (const [i, review] of scored.entries()) {
        reviews.push({ type: cards[i]!.type === "mcq" ? "mcq" : "basic", review });
      }
    }
  }
  const wall = (performance.now() - started) / 1000;
  const judgeCost = (await db.select().from(aiGenerations))
    .filter((g) => g.kind === "bench-judge")
    .reduce((s, g) => s + g.costMicros, 0);

  const out: string[] = [];
  out.push(
    `\nProvider: ${env.label}; judge: ${judge ? `${config.AI_JUDGE_PROVIDER ?? config.AI_PROVIDER} ${config.AI_JUDGE_MODEL}` : "none (set AI_JUDGE_MODEL)"}`,
  );
  out.push(`${BRIEFS.length} briefs, ${round(wall, 1)} s\n`);
  out.push("| brief | planned | delivered | MCQ | batches | top-up calls | model calls | cost |");
  out.push("|---|---|---|---|---|---|---|---|");
  out.push(...rows);
  out.push(
    "\n| card type | planned | written in 1st answers | passed checks (1st answer) | delivered after 1st answer | delivered after top-ups |",
  );
  out.push("|---|---|---|---|---|---|");
  for (const type of TYPES) {
    const t = types[type];
    out.push(
      `| ${type} | ${t.planned} | ${t.written} | ${t.passed} (${pct(t.passed, t.written)}) | ${t.deliveredFirst} (${pct(t.deliveredFirst, t.planned)}) | ${t.delivered} (${pct(t.delivered, t.planned)}) |`,
    );
  }
  out.push(
    `\nPer delivered card: ${round(calls / Math.max(1, delivered), 2)} model calls, $${microsToUsd(costMicros / Math.max(1, delivered)).toFixed(5)} (${calls} calls, $${microsToUsd(costMicros).toFixed(4)} for ${delivered} cards; repairs and top-ups included).`,
  );
  if (judge) {
    out.push(`\nRubric (1-5, mean; judge cost $${microsToUsd(judgeCost).toFixed(4)}):\n`);
    out.push(`| card type | cards scored | ${RUBRIC.join(" | ")} |`);
    out.push(`|---|---|${RUBRIC.map(() => "---").join("|")}|`);
    for (const type of TYPES) {
      const scored = reviews.filter((r) => r.type === type && r.review).map((r) => r.review!);
      const mean = (c: Criterion) => {
        const values = scored.map((r) => r[c]).filter((v): v is number => typeof v === "number");
        return values.length ? String(round(values.reduce((a, b) => a + b, 0) / values.length, 2)) : "-";
      };
      out.push(`| ${type} | ${scored.length} | ${RUBRIC.map(mean).join(" | ")} |`);
    }
  }
  console.log(out.join("\n"));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/ai-quality.md", `${out.join("\n")}\n`);
  await database.close();
  await env.close();
}

await main();
