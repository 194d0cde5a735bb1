/**
 * What other modules may use of course generation (docs/decisions/ai-jobs.md): its routes (generate, the
 * learner's jobs, generate the rest) and the two job kinds the composition root registers.
 */
export { generationRoutes } from "./generation.routes";
export { courseJob } from "./kinds/course.job";
export { courseRestJob } from "./kinds/course-rest.job";
