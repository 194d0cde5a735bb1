/** What other modules may use of the jobs module: job kinds, generation and its repository. */
export {
  type GenerateOutcome,
  generateCourse,
  getCourseGeneration,
  getGenerationJob,
  listRecentJobs,
} from "./generation.service";
export type { JobControl, RunOutcome } from "./job-kind";
export { defineJobKind } from "./job-registry";
export type { JobSystem } from "./job-system";
export { jobsRepository } from "./jobs.repository";
export { generateRest, restFirstCallMicros } from "./rest.service";
