/** Test helpers of the collections feature that other features' tests use (only tests import this). */
export * from "./factories";
export * from "./render";
