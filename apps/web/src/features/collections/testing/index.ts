/** Test helpers of the collections feature that other features' tests use (only *.test.tsx import this). */

export * from "./factories";
export * from "./serve";
