/** Course plans (requirements C2-requirements C9 "course plan"): routes and the auto-generate job kind. */
export { planAutoJob } from "./auto-generate.job";
export { coursePlanRoutes } from "./course-plans.routes";
