import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import { DEFAULT_PREFS } from "@recall/shared";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../src/config";
import type { DatabaseHandle } from "../../src/db/client";
import { generationJobs, users } from "../../src/db/schema/index";
import { defineJobKind, JobRegistry } from "../../src/modules/jobs/job-registry";
import { JobRunner } from "../../src/modules/jobs/job-runner";
import { jobsRepository } from "../../src/modules/jobs/jobs.repository";
import { openTestDatabase } from "../helpers/test-database";

// Found by the multi-process test: a worker process offered one job by two of its pg-boss
// handlers at once (the job's submission and the wake-up when the user's previous job ended) ran it
// twice, because the claim accepts the worker's own lease.

let runs = 0;
const counted = defineJobKind({
  kind: "test-counted",
  schemas: { input: z.object({}), progress: z.object({}), result: z.object({ run: z.number() }) },
  failureMessage: "Failed.",
  initialProgress: () => ({}),
  async run() {
    runs += 1;
    await new Promise((r) => setTimeout(r, 20));
    return { status: "completed", result: { run: runs } };
  },
  summarize: ({ result }) => ({ unit: "fit", done: result ? 1 : 0, total: 1 }),
});

let database: DatabaseHandle;
let runner: JobRunner;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  const log = pino({ level: "silent" });
  runner = new JobRunner({
    deps: { db: database.db, config, log },
    registry: new JobRegistry([counted]),
    jobCost: async () => 0,
    leaseMs: 60_000,
    graceMs: 1_000,
    onJobEnded: async () => {},
  });
  const [user] = await database.db
    .insert(users)
    .values({ email: "runner@example.com", passwordHash: "x", displayName: "Runner", prefs: DEFAULT_PREFS })
    .returning();
  userId = user!.id;
});
afterAll(async () => {
  await runner.stop();
  await database.close();
});

describe("job runner", () => {
  it("runs a job once when two of its handlers are offered it at the same time", async () => {
    const job = await jobsRepository.create(database.db, counted, { userId, input: {}, progress: {} });
    await Promise.all([runner.handle(job.id), runner.handle(job.id)]);
    expect(runs).toBe(1);
    const row = await jobsRepository.find(database.db, job.id);
    expect(row?.status).toBe("completed");
    expect(row?.result).toEqual({ run: 1 });
    // Offered again once finished (a late sweep): nothing runs.
    await runner.handle(job.id);
    expect(runs).toBe(1);
  });

  /** A job under a fresh lease of `worker`, as a worker killed a moment ago leaves it. */
  async function heldBy(worker: string) {
    const job = await jobsRepository.create(database.db, counted, { userId, input: {}, progress: {} });
    await database.db
      .update(generationJobs)
      .set({ status: "running", lockedBy: worker, heartbeatAt: new Date() })
      .where(eq(generationJobs.id, job.id));
    return job.id;
  }

  it("resumes at once a job whose worker was killed on this host, without waiting for its lease", async () => {
    // A process that ran and exited: its pid is free. And this very pid under another worker id: the
    // previous incarnation of a restarted container (PID 1 again).
    const exited = spawnSync(process.execPath, ["-e", "0"]).pid;
    for (const dead of [`${hostname()}:${exited}:gone01`, `${hostname()}:${process.pid}:before`]) {
      const id = await heldBy(dead);
      const before = runs;
      await runner.handle(id);
      expect(runs, dead).toBe(before + 1);
      expect((await jobsRepository.find(database.db, id))?.status).toBe("completed");
    }
  });

  it("leaves a job under the fresh lease of a live worker (another runner here, another host) alone", async () => {
    const other = new JobRunner({
      deps: { db: database.db, config: testConfig(), log: pino({ level: "silent" }) },
      registry: new JobRegistry([counted]),
      jobCost: async () => 0,
      leaseMs: 60_000,
      graceMs: 1_000,
      onJobEnded: async () => {},
    });
    try {
      for (const live of [other.workerId, `elsewhere.example:${process.pid}:remote`]) {
        const id = await heldBy(live);
        const before = runs;
        await expect(runner.handle(id)).rejects.toThrow(/held by another worker/);
        expect(runs).toBe(before);
        expect((await jobsRepository.find(database.db, id))?.lockedBy).toBe(live);
        await database.db.delete(generationJobs).where(eq(generationJobs.id, id));
      }
    } finally {
      await other.stop();
    }
  });
});
