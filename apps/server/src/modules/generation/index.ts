/**
 * What other modules may use of course generation (docs/decisions/ai-jobs.md): starting a course and the
 * rest of one that fell short, the learner's jobs, and the two job kinds the composition root registers.
 */
export {
  type GenerateOutcome,
  generateCourse,
  getCourseGeneration,
  getGenerationJob,
  listRecentJobs,
} from "./generation.service";
export { courseJob } from "./kinds/course.job";
export { courseRestJob } from "./kinds/course-rest.job";
export { generateRest } from "./rest.service";
