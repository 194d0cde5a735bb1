/** What other modules may use of the data export: its routes and its job kind (src/job-kinds.ts). */
export { dataExportJob } from "./data-export.job";
export { dataExportRoutes } from "./data-export.routes";
