/** What other modules may use of the imports module: its routes and its job kind (src/job-kinds.ts). */
export { importJob } from "./import.job";
export { importRoutes } from "./imports.routes";
