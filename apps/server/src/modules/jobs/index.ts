/**
 * What other modules may use of the jobs module: declaring a kind, the job system and its repository,
 * and the fields every job presents. It knows no kind; the composition root registers them.
 */

export { type JobView, presentJob } from "./job.presenter";
export type { JobControl, JobDeps, JobSummary, RunOutcome } from "./job-kind";
export { defineJobKind, type RegistrableKind } from "./job-registry";
export { createJobSystem, type JobSystem } from "./job-system";
export { type JobRow, jobsRepository, parseJob } from "./jobs.repository";
