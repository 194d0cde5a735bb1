import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { type AiClient, jobCostMicros } from "./modules/ai/index";
import { planAutoJob } from "./modules/course-plans/index";
import { dataExportJob } from "./modules/data-export/index";
import { courseJob, courseRestJob } from "./modules/generation/index";
import { importJob } from "./modules/imports/index";
import { createJobSystem, type JobDeps, type JobSystem, type RegistrableKind } from "./modules/jobs/index";
import { memoryModelFitJob } from "./modules/memory-model/index";

/** What this build's kinds run with: what every job gets, and the AI client. */
export type AppJobDeps = JobDeps & { ai: AiClient };

/**
 * Every kind of durable job this build runs (docs/decisions/ai-jobs.md "Job registry"). To add a kind:
 * define it with `defineJobKind` in its feature's folder and list it here; the jobs module knows none.
 */
export const JOB_KINDS: readonly RegistrableKind<AppJobDeps>[] = [
  courseJob,
  courseRestJob,
  planAutoJob,
  importJob,
  memoryModelFitJob,
  dataExportJob,
];

export interface AppJobSystemOptions {
  database: DatabaseHandle;
  ai: AiClient;
  config: Config;
  log: FastifyBaseLogger;
  /** The kinds to run (default: JOB_KINDS; tests add their own). */
  kinds?: readonly RegistrableKind<AppJobDeps>[];
  leaseMs?: number;
  graceMs?: number;
  pollMs?: number;
}

/**
 * The job system of the server and of the worker process (app.ts, worker.ts): this build's kinds, a job's
 * cost from its AI calls, and the AI reservations of killed processes released before jobs resume.
 */
export function createAppJobSystem(opts: AppJobSystemOptions): JobSystem {
  const { database, ai, config, log, kinds = JOB_KINDS, ...timing } = opts;
  return createJobSystem<AppJobDeps>({
    database,
    deps: { db: database.db, ai, config, log },
    kinds,
    jobCost: async (db, jobId) => (await jobCostMicros(db, jobId)).micros,
    releaseStale: () => ai.releaseStaleReservations(),
    ...timing,
  });
}
