/** Test helpers of the collections feature that other features' tests use (only *.test.tsx import this). */

// The page helpers the library's tests take from here (renderPage, deferred, errorReply and the old fetch
// fake, until those tests answer through MSW too).
export * from "../../../test/render";
export * from "./factories";
export * from "./serve";
