/** The learner's fitted FSRS memory model: what other modules may use. */
export { memoryModelFitJob } from "./memory-model.job";
export { memoryModelRoutes } from "./memory-model.routes";
export { memoryParameters } from "./memory-model.rules";
export { refitIfDue } from "./memory-model.service";
