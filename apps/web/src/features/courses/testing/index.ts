/** Test data of the courses feature that other features' tests use (not shipped: only tests import this). */
export * from "./course-factory";
