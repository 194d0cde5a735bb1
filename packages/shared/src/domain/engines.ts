/**
 * Public surface of the study engines: adaptive question mode, session ("neurochemical") engine,
 * glossary matcher, FSRS scheduling and session card selection. All pure; randomness and time are
 * parameters. Decisions behind the rules: docs/decisions/{adaptive-mode,session-engine,
 * fsrs-grade-mapping,session-card-selection}.md.
 */
export * from "./adaptive/adaptive-config";
export * from "./adaptive/adaptive-state";
export * from "./adaptive/choose-question-mode";
export * from "./adaptive/mcq-percent";
export * from "./adaptive/parse-adaptive-config";
export * from "./adaptive/question-mode";
export * from "./adaptive/record-answer";
export * from "./engine/answer-features";
export * from "./engine/chemical-rules";
export * from "./engine/chemicals";
export * from "./engine/contracts";
export * from "./engine/engine-action";
export * from "./engine/neuro-state";
export * from "./engine/pick-action";
export * from "./engine/record-telemetry";
export * from "./engine/run-engine";
export * from "./fsrs/card-memory";
export * from "./fsrs/grade-answer";
export * from "./fsrs/mastery-bucket";
export * from "./fsrs/mastery-score";
export * from "./fsrs/memory-parameters";
export * from "./fsrs/rating";
export * from "./fsrs/replay-reviews";
export * from "./fsrs/retrievability";
export * from "./fsrs/schedule-review";
export * from "./glossary/find-glossary-matches";
export * from "./glossary/split-by-glossary";
export * from "./session/cloze-answer";
export * from "./session/fast-answer";
export * from "./session/fewer-cards";
export * from "./session/interleave-topics";
export * from "./session/order-session-cards";
export * from "./session/seeded-random";
export * from "./session/time-allowance";
