/** Courses as files other apps read: Anki packages and CSV (issue 15). */
export { exportRoutes } from "./exports.routes";
