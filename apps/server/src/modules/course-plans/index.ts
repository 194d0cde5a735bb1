/** Course plans (part2 §2-§9 "course plan"): routes and the auto-generate job kind. */
export { planAutoJob } from "./auto-generate.job";
export { coursePlanRoutes } from "./course-plans.routes";
