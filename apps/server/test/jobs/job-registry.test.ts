import { DEFAULT_PREFS } from "@recall/shared";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/client";
import { generationJobs, users } from "../../src/db/schema/index";
import { createAppJobSystem, JOB_KINDS } from "../../src/job-kinds";
import { AppError } from "../../src/lib/errors";
import { createAiClient } from "../../src/modules/ai/ai-client";
import { courseJob } from "../../src/modules/generation/index";
import { defineJobKind, JobRegistry } from "../../src/modules/jobs/job-registry";
import type { JobSystem } from "../../src/modules/jobs/job-system";
import { jobsRepository, parseJob } from "../../src/modules/jobs/jobs.repository";
import { openTestDatabase } from "../helpers/test-database";

/**
 * The job registry (docs/decisions/ai-jobs.md "Job registry"): a kind declared in its own file runs
 * through the same runner as course generation, with its JSON checked by its own schemas. The kinds here
 * exist only in this test.
 */
const countdown = defineJobKind({
  kind: "test-countdown",
  schemas: {
    input: z.object({ from: z.number().int().min(0), failWith: z.enum(["app", "bug"]).nullable() }),
    progress: z.object({ left: z.number().int() }),
    result: z.object({ counted: z.number().int() }),
  },
  failureMessage: "Failed to count down.",
  initialProgress: (input) => ({ left: input.from }),
  async run(job, deps) {
    if (job.input.failWith === "app") throw new AppError("AI_ERROR", "The counter broke.");
    if (job.input.failWith === "bug") throw new Error("null is not an object");
    let left = job.progress.left;
    while (left > 0) {
      left -= 1;
      await jobsRepository.saveProgress(deps.db, countdown, job.id, { left });
    }
    return { status: "completed", result: { counted: job.input.from } };
  },
  summarize: ({ input, progress }) => ({ unit: "card", done: input.from - progress.left, total: input.from }),
});

let database: DatabaseHandle;
let jobs: JobSystem;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  const log = pino({ level: "silent" });
  const ai = createAiClient({ config, db: database.db, log });
  jobs = createAppJobSystem({ database, ai, config, log, kinds: [...JOB_KINDS, countdown], pollMs: 20 });
  await jobs.start({ workers: true });
  const [user] = await database.db
    .insert(users)
    .values({ email: "jobs@example.com", passwordHash: "x", displayName: "Jobs", prefs: DEFAULT_PREFS })
    .returning();
  userId = user!.id;
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

async function finished(id: string) {
  const row = await jobs.waitFor(id, 20_000);
  expect(row.status === "completed" || row.status === "failed").toBe(true);
  return row;
}

describe("job registry", () => {
  it("runs a newly declared kind: typed input, progress saved as it goes, result parsed and stored", async () => {
    const row = await finished(
      (await jobs.submit(countdown, { userId, input: { from: 3, failWith: null } })).id,
    );
    const job = parseJob(countdown, row);
    expect(job).toMatchObject({ status: "completed", progress: { left: 0 }, result: { counted: 3 } });
    expect(jobs.summarize(row)).toEqual({ unit: "card", done: 3, total: 3 });
  });

  it("fails a job with its AppError, or with the kind's own message for an unexpected error", async () => {
    const app = await finished(
      (await jobs.submit(countdown, { userId, input: { from: 1, failWith: "app" } })).id,
    );
    expect(app).toMatchObject({ status: "failed", errorCode: "AI_ERROR", error: "The counter broke." });
    const bug = await finished(
      (await jobs.submit(countdown, { userId, input: { from: 1, failWith: "bug" } })).id,
    );
    expect(bug).toMatchObject({
      status: "failed",
      errorCode: "INTERNAL_ERROR",
      error: "Failed to count down.",
    });
  });

  it("checks JSON at the edge: input that breaks the kind's schema is refused on submit, and a stored row that does not parse fails its job", async () => {
    await expect(jobs.submit(countdown, { userId, input: { from: -1, failWith: null } })).rejects.toThrow();
    const [bad] = await database.db
      .insert(generationJobs)
      .values({ userId, kind: "test-countdown", input: { from: "three" }, progress: { left: 0 } })
      .returning();
    await jobs.enqueue(bad!.id);
    expect(await finished(bad!.id)).toMatchObject({ status: "failed", error: "Failed to count down." });
  });

  it("leaves a job of a kind this build does not know queued, for a worker that knows it", async () => {
    const [row] = await database.db
      .insert(generationJobs)
      .values({ userId, kind: "from-a-newer-version", input: {}, progress: {} })
      .returning();
    await jobs.enqueue(row!.id);
    // Wait until a worker has handled the wake-up (pg-boss marks it completed), then look at the job.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await database.sql.query<{ state: string }>(
        "select state from pgboss.job where data->>'generationJobId' = $1",
        [row!.id],
      );
      if (rows.some((r) => r.state === "completed")) break;
      if (Date.now() > deadline) throw new Error("the wake-up was never handled");
      await new Promise((r) => setTimeout(r, 50));
    }
    const [after] = await database.db.select().from(generationJobs).where(eq(generationJobs.id, row!.id));
    expect(after).toMatchObject({ status: "queued", lockedBy: null });
    expect(jobs.summarize(after!)).toBeNull();
    await database.db.delete(generationJobs).where(eq(generationJobs.id, row!.id));
  });

  it("refuses a kind registered twice, and a kind that is not registered", async () => {
    expect(() => new JobRegistry([courseJob, courseJob])).toThrow(/registered twice/);
    const other = createAppJobSystem({
      database,
      ai: createAiClient({ config: testConfig(), db: database.db, log: pino({ level: "silent" }) }),
      config: testConfig(),
      log: pino({ level: "silent" }),
      kinds: JOB_KINDS,
    });
    await expect(other.submit(countdown, { userId, input: { from: 1, failWith: null } })).rejects.toThrow(
      /not registered/,
    );
  });
});
