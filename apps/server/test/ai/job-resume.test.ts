import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { testConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/client";
import { aiGenerations, generationJobs } from "../../src/db/schema/index";
import { createAppJobSystem } from "../../src/job-kinds";
import type { App } from "../../src/lib/http";
import { createAiClient } from "../../src/modules/ai/ai-client";
import { CourseJobProgress } from "../../src/modules/generation/kinds/course.job";
import type { SignedUpUser } from "../helpers/factories";
import { type ScriptedAiServer, startScriptedAiServer } from "../helpers/scripted-ai-server";
import { registerTestDatabase } from "../helpers/test-app";
import { openTestDatabase } from "../helpers/test-database";
import { aiEnv, aiUser, brief, type Env, generate, inject, waitForJob } from "./support/ai-test-app";
import { realisticReply } from "./support/realistic-replies";

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

/** An app on the shared database, as a restarted process would open it. */
async function start(env: Env = {}): Promise<App> {
  const config = testConfig({ AUTH_RATE_LIMIT: "10000", ...aiEnv(ai, env) });
  return registerTestDatabase((await buildApp(config, { database, serveWeb: false })).app, database);
}

const jobRow = async (id: string) => {
  const row = (await database.db.select().from(generationJobs).where(eq(generationJobs.id, id)))[0]!;
  return { ...row, progress: CourseJobProgress.parse(row.progress) };
};

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a 40-card generation whose batch calls after the first `answered` never answer. */
async function startStuckGeneration(app: App, user: SignedUpUser, answered: number) {
  let batches = 0;
  ai.reset();
  ai.setHandler((req) => {
    if (req.kind === "batch" && ++batches > answered) return { hang: true };
    return realisticReply(req);
  });
  const res = await generate(app, user, brief({ cardCount: 40 }));
  expect(res.statusCode).toBe(202);
  const jobId: string = res.json().data.jobId;
  await until(async () => (await jobRow(jobId)).progress.doneBatches.length >= answered);
  return jobId;
}

async function expectExactCourse(app: App, user: SignedUpUser, jobId: string) {
  const job = await waitForJob(app, user, jobId, 60_000);
  expect(job).toMatchObject({ status: "completed", progress: { cardsCreated: 40, plannedCards: 40 } });
  const cards = (await inject(app, user, "GET", `/api/courses/${job.course.id}/cards?limit=1000`)).json().data
    .cards;
  expect(cards).toHaveLength(40);
  expect(new Set(cards.map((c: { face: string }) => c.face)).size).toBe(40);
  expect(job.course.cardCount).toBe(40);
  const open = await database.db.select().from(aiGenerations).where(eq(aiGenerations.status, "reserved"));
  expect(open).toHaveLength(0);
}

describe("durable generation jobs", () => {
  it("a job stopped after some batches resumes in a new app and ends with exactly the planned cards", async () => {
    const first = await start({ AI_GENERATE_WAIT_MS: "0", AI_CONCURRENCY: "2" });
    const user = await aiUser(first);
    const jobId = await startStuckGeneration(first, user, 2);
    await first.close(); // graceful: the stuck calls are cancelled after the grace period, the lease given back

    const stopped = await jobRow(jobId);
    expect(stopped).toMatchObject({ status: "queued", lockedBy: null });
    expect(stopped.progress.doneBatches).toHaveLength(2);
    const cardsBefore = stopped.progress.cardsCreated;
    expect(cardsBefore).toBeGreaterThan(0);

    ai.reset();
    const second = await start();
    try {
      await expectExactCourse(second, user, jobId);
      // Only the batches that were not done were generated again; the outline was not redone.
      expect(ai.count("outline")).toBe(0);
      expect(ai.count("batch")).toBe(stopped.progress.plan!.batches.length - 2);
    } finally {
      await second.close();
    }
  }, 180_000);

  it("a job left running by a killed process (stale lease) is taken over at start-up", async () => {
    const first = await start({ AI_GENERATE_WAIT_MS: "0", AI_CONCURRENCY: "2" });
    const user = await aiUser(first);
    const jobId = await startStuckGeneration(first, user, 1);
    await first.close();
    // What a kill -9 leaves: the job running under a dead worker's lease, a reservation never settled.
    await database.db
      .update(generationJobs)
      .set({ status: "running", lockedBy: "dead-host:1:x", heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(generationJobs.id, jobId));
    await database.db.insert(aiGenerations).values({
      userId: user.id,
      kind: "course-batch",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "reserved",
      reservedMicros: 1_000_000,
      jobId,
      createdAt: new Date(Date.now() - 24 * 60 * 60_000),
    });

    ai.reset();
    const second = await start();
    try {
      await expectExactCourse(second, user, jobId);
      const abandoned = await database.db
        .select()
        .from(aiGenerations)
        .where(eq(aiGenerations.status, "failed"));
      expect(abandoned.some((g) => g.error?.startsWith("abandoned"))).toBe(true);
    } finally {
      await second.close();
    }
  }, 180_000);

  it("answers 202 with the job when it outlasts AI_GENERATE_WAIT_MS; only its owner can follow it", async () => {
    ai.reset();
    ai.setLatency(100);
    const app = await start({ AI_GENERATE_WAIT_MS: "0" });
    try {
      const user = await aiUser(app);
      const res = await generate(app, user, brief({ cardCount: 10 }));
      expect(res.statusCode).toBe(202);
      const { data } = res.json();
      expect(data).toMatchObject({
        jobId: data.id,
        kind: "course",
        status: expect.stringMatching(/queued|running/),
      });
      const stranger = await aiUser(app);
      expect((await inject(app, stranger, "GET", `/api/ai-content/jobs/${data.id}`)).statusCode).toBe(404);
      const job = await waitForJob(app, user, data.id);
      expect(job).toMatchObject({ status: "completed", course: { cardCount: 10 } });
    } finally {
      await app.close();
    }
  }, 120_000);

  it("RUN_WORKERS=false: the web process only enqueues; a separate worker (npm run worker) runs the job", async () => {
    ai.reset();
    const web = await start({ RUN_WORKERS: "false", AI_GENERATE_WAIT_MS: "0" });
    const config = testConfig(aiEnv(ai));
    const log = web.log;
    const workerAi = createAiClient({ config, db: database.db, log });
    const worker = createAppJobSystem({ database, ai: workerAi, config, log });
    try {
      const user = await aiUser(web);
      const res = await generate(web, user, brief({ cardCount: 10 }));
      expect(res.statusCode).toBe(202);
      await new Promise((r) => setTimeout(r, 300));
      expect(ai.count()).toBe(0); // nothing runs in the web process
      await worker.start({ workers: true });
      const job = await waitForJob(web, user, res.json().data.jobId, 60_000);
      expect(job).toMatchObject({ status: "completed", course: { cardCount: 10 } });
    } finally {
      await worker.stop();
      await web.close();
    }
  }, 120_000);
});
