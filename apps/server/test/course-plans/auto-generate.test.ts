import { PLAN_MESSAGES } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { testConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/client";
import { aiGenerations, coursePlans, generationJobs, planSubtopics } from "../../src/db/schema/index";
import type { App } from "../../src/lib/http";
import { aiEnv, aiUser, type Env } from "../ai/support/ai-test-app";
import { realisticReply } from "../ai/support/realistic-replies";
import { type ScriptedAiServer, startScriptedAiServer } from "../helpers/scripted-ai-server";
import { registerTestDatabase } from "../helpers/test-app";
import { openTestDatabase } from "../helpers/test-database";
import { call, courseCards, createPlan, getPlan, planUrl, waitForPlan } from "./support";

/**
 * 'Auto-generate all remaining' (requirements C2, C4) as a durable job: runs to 100%, pauses, stops at the budget
 * with the plan's message, and survives a server restart with no subtopic lost or generated twice.
 */

let database: DatabaseHandle;
let ai: ScriptedAiServer;
beforeAll(async () => {
  database = await openTestDatabase();
  ai = await startScriptedAiServer();
});
afterAll(async () => {
  await database.close();
  await ai.close();
});

/** An app on the shared database, as a (re)started process would open it. */
async function start(env: Env = {}): Promise<App> {
  const config = testConfig({ AUTH_RATE_LIMIT: "10000", AI_RATE_LIMIT: "10000", ...aiEnv(ai, env) });
  return registerTestDatabase((await buildApp(config, { database, serveWeb: false })).app, database);
}

const auto = (app: App, user: Parameters<typeof call>[1], id: string, enabled: boolean) =>
  call(app, user, "POST", `${planUrl(id)}/auto-generate`, { enabled });

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const completedCount = async (planId: string) =>
  (await database.db.select().from(planSubtopics).where(eq(planSubtopics.planId, planId))).filter(
    (s) => s.status === "completed",
  ).length;

describe("auto-generate all remaining", () => {
  it("runs on the server to 100%: every subtopic once, the course holding exactly the target", async () => {
    ai.reset();
    ai.setHandler(null);
    const app = await start();
    try {
      const user = await aiUser(app);
      const plan = await createPlan(app, user, { targetCardCount: 30 });
      const res = await auto(app, user, plan.id, true);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.plan).toMatchObject({ autoGenerate: true, status: "generating" });
      // generate-next is refused while auto-generate runs (requirements C4).
      expect((await call(app, user, "POST", `${planUrl(plan.id)}/generate-next`)).statusCode).toBe(409);
      const done = await waitForPlan(app, user, plan.id, (p) => p.status === "completed" && !p.autoGenerate);
      expect(done).toMatchObject({
        completedSubtopics: 5,
        totalCardsGenerated: 30,
        progress: { percentComplete: 100 },
      });
      expect(ai.count("batch")).toBe(5);
      const cards = await courseCards(app, user, done.courseId);
      expect(cards).toHaveLength(30);
      expect(new Set(cards.map((c) => c.face)).size).toBe(30);
      // Turning it on for a finished plan is refused.
      expect((await auto(app, user, plan.id, true)).statusCode).toBe(409);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("a subtopic that comes up short is done with its shortfall; the job goes on, and a final pass tops up what is missing", async () => {
    ai.reset();
    // Each subtopic's first run writes 4 of its 6 cards and the top-ups write nothing; a later run writes
    // what it is asked, except for step 3, whose later runs write nothing either.
    const runs = new Map<string, number>();
    // Every batch call, said in the assertion's message if the runs are not as expected (a third run of one
    // subtopic was seen once on PostgreSQL under CI load; this tells a repair or a re-run from a loop).
    const calls: { topic: string; run: number; repair: boolean; ask: string; at: number }[] = [];
    ai.setHandler((req) => {
      if (req.kind === "regenerate") return { json: { cards: [] } };
      if (req.kind !== "batch") return realisticReply(req);
      const topic = /^Topic: (.+)$/m.exec(req.prompt)?.[1] ?? "";
      const run = (runs.get(topic) ?? 0) + 1;
      runs.set(topic, run);
      const ask = /^Write exactly .*$/m.exec(req.lastUser)?.[0] ?? req.lastUser.slice(0, 80);
      calls.push({ topic, run, repair: req.isRepair, ask, at: req.receivedAt });
      const reply = realisticReply(req) as { json: { cards: unknown[] } };
      if (run === 1) return { json: { cards: reply.json.cards.slice(0, 4) } };
      return topic.endsWith("step 3") ? { json: { cards: [] } } : reply;
    });
    const app = await start();
    try {
      const user = await aiUser(app);
      const plan = await createPlan(app, user, { targetCardCount: 18 });
      expect((await auto(app, user, plan.id, true)).statusCode).toBe(200);
      const done = await waitForPlan(app, user, plan.id, (p) => p.status === "completed" && !p.autoGenerate);
      // No subtopic failed: each has cards. Steps 1 and 2 were topped up by the final pass; step 3 is short.
      expect(
        done.subtopics.map((s: { status: string; cardsGenerated: number; error: string | null }) => [
          s.status,
          s.cardsGenerated,
          s.error,
        ]),
      ).toEqual([
        ["completed", 6, null],
        ["completed", 6, null],
        ["completed", 4, null],
      ]);
      expect(done.subtopics[2].shortfall.message).toBe(
        "4 of 6 cards were generated (4 of 5 multiple choice).",
      );
      expect(done).toMatchObject({ totalCardsGenerated: 16, progress: { percentComplete: 100 } });
      expect(done.shortfall).toMatchObject({
        missingCards: 2,
        message: "16 of 18 cards were generated (14 of 15 multiple choice).",
      });
      // The final pass took each short subtopic once: two runs per subtopic, not a loop.
      expect([...runs.values()], JSON.stringify(calls)).toEqual([2, 2, 2]);
      expect(await courseCards(app, user, done.courseId)).toHaveLength(16);
    } finally {
      await app.close();
      ai.setHandler(null);
    }
  });

  it("pausing lets the subtopic in flight finish, then stops; resuming goes on from there", async () => {
    ai.reset();
    ai.setHandler(null);
    ai.setLatency(400);
    const app = await start();
    try {
      const user = await aiUser(app);
      const plan = await createPlan(app, user, { targetCardCount: 30 });
      await auto(app, user, plan.id, true);
      await until(async () => ai.count("batch") >= 1);
      const paused = await auto(app, user, plan.id, false);
      expect(paused.statusCode).toBe(200);
      const stopped = await waitForPlan(app, user, plan.id, (p) => p.status === "paused" && !p.autoGenerate);
      expect(stopped.completedSubtopics).toBeGreaterThanOrEqual(1);
      expect(stopped.completedSubtopics).toBeLessThan(5);
      ai.setLatency(0);
      await auto(app, user, plan.id, true);
      const done = await waitForPlan(app, user, plan.id, (p) => p.status === "completed" && !p.autoGenerate);
      expect(done.totalCardsGenerated).toBe(30);
      expect(ai.count("batch")).toBe(5);
    } finally {
      ai.setLatency(0);
      await app.close();
    }
  }, 120_000);

  it("pausing and at once resuming (the old job still finishing its subtopic) loses and doubles nothing", async () => {
    ai.reset();
    ai.setHandler(null);
    ai.setLatency(300);
    const app = await start();
    try {
      const user = await aiUser(app);
      const plan = await createPlan(app, user, { targetCardCount: 48 });
      await auto(app, user, plan.id, true);
      await until(async () => ai.count("batch") >= 1);
      expect((await auto(app, user, plan.id, false)).statusCode).toBe(200);
      const resumed = await auto(app, user, plan.id, true);
      expect(resumed.json().data.plan.autoGenerate).toBe(true);
      const done = await waitForPlan(app, user, plan.id, (p) => p.status === "completed" && !p.autoGenerate);
      expect(done.totalCardsGenerated).toBe(48);
      expect(ai.count("batch")).toBe(8);
      expect(await courseCards(app, user, done.courseId)).toHaveLength(48);
    } finally {
      ai.setLatency(0);
      await app.close();
    }
  }, 120_000);

  it("budget edge mid-run: stops with the plan's message on the subtopic it could not pay for", async () => {
    ai.reset();
    // One subtopic at a time, so the budget runs out between two subtopics' calls.
    const app = await start({ AI_MONTHLY_BUDGET_USD: "1", AI_CONCURRENCY: "1" });
    try {
      const user = await aiUser(app);
      const plan = await createPlan(app, user, { targetCardCount: 24 });
      let batches = 0;
      ai.setHandler(async (req) => {
        if (req.kind === "batch" && ++batches === 2) {
          // The month's budget runs out while the second subtopic is being written.
          await database.db.insert(aiGenerations).values({
            userId: user.id,
            kind: "plan-subtopic",
            provider: "openai-compatible",
            model: "scripted-model",
            status: "succeeded",
            costMicros: 990_000,
          });
        }
        return realisticReply(req);
      });
      await auto(app, user, plan.id, true);
      const stopped = await waitForPlan(
        app,
        user,
        plan.id,
        (p) => !p.autoGenerate && p.completedSubtopics >= 2,
      );
      expect(stopped.status).toBe("paused");
      expect(stopped.subtopics.map((s: { status: string }) => s.status)).toEqual([
        "completed",
        "completed",
        "failed",
        "not_started",
      ]);
      expect(stopped.subtopics[2].error).toBe(PLAN_MESSAGES.budgetExceeded);
      expect(stopped.totalCardsGenerated).toBe(12);
    } finally {
      ai.setHandler(null);
      await app.close();
    }
  }, 120_000);

  it("a server stopped mid-run resumes the job after restart: no subtopic lost or generated twice", async () => {
    ai.reset();
    const first = await start({ AI_CONCURRENCY: "2" });
    const user = await aiUser(first);
    const plan = await createPlan(first, user, { targetCardCount: 36 });
    let batches = 0;
    // Two subtopics are answered; the third call never answers until the server stops.
    ai.setHandler((req) => (req.kind === "batch" && ++batches > 2 ? { hang: true } : realisticReply(req)));
    await auto(first, user, plan.id, true);
    await until(async () => (await completedCount(plan.id)) === 2 && batches >= 3);
    await first.close(); // graceful: the hung call is cancelled, the job's lease given back

    const [job] = await database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, (await getPlanRow(plan.id)).autoJobId!));
    expect(job).toMatchObject({ status: "queued", lockedBy: null, kind: "course-plan-auto" });
    const rows = await database.db.select().from(planSubtopics).where(eq(planSubtopics.planId, plan.id));
    // The interrupted subtopics (2 workers) are still claimed by the job, with no card stored.
    const interrupted = rows.filter((s) => s.status === "generating");
    expect(interrupted.length).toBeGreaterThanOrEqual(1);
    expect(interrupted.every((s) => s.claimedBy === `job:${job!.id}` && s.cardsGenerated === 0)).toBe(true);

    ai.reset();
    ai.setHandler(null);
    const second = await start();
    try {
      const done = await waitForPlan(
        second,
        user,
        plan.id,
        (p) => p.status === "completed" && !p.autoGenerate,
        60_000,
      );
      expect(done).toMatchObject({ completedSubtopics: 6, totalCardsGenerated: 36 });
      // Only the 4 subtopics not done were generated after the restart (the interrupted one once).
      expect(ai.count("batch")).toBe(4);
      const cards = await courseCards(second, user, done.courseId);
      expect(cards).toHaveLength(36);
      const perTopic = new Map<string, number>();
      for (const c of cards) perTopic.set(c.topic, (perTopic.get(c.topic) ?? 0) + 1);
      expect([...perTopic.values()]).toEqual([6, 6, 6, 6, 6, 6]);
      expect(
        (await getPlan(second, user, plan.id)).subtopics.every(
          (s: { cardsGenerated: number }) => s.cardsGenerated === 6,
        ),
      ).toBe(true);
    } finally {
      await second.close();
    }
  }, 180_000);
});

async function getPlanRow(id: string) {
  return (await database.db.select().from(coursePlans).where(eq(coursePlans.id, id)))[0]!;
}
