/** What other modules may use of the AI module: the client, the guards in front of a call, prompts, writers. */

export { AiCallAborted } from "./ai-call-errors";
export type { AiClient, ChatMessage } from "./ai-client";
export { type AiRequest, aiCallRoute, aiErrors } from "./ai-gate";
export { type AiRequestNeeds, aiPreflight, perRequest } from "./ai-preflight";
export { jobCostMicros } from "./budget";
export { CourseFaces, checkGeneratedCard } from "./card-checks";
export {
  batchMaxTokens,
  generateTopicCards,
  LEVEL_OF,
  loadCourseFaces,
  withPassageCheck,
} from "./card-writer";
export { courseBatchBrief, courseOutlinePrompt, generateCoursePlan, outlineMaxTokens } from "./course-ai";
export { apportion, CoursePlan, courseSlug, PlannedBatch, plannedMcq } from "./course-plan";
export { requireGuidelinesAccepted, requireVerifiedEmail, screenOrThrow } from "./guidelines";
export { runPool } from "./limiter";
export { materialOutlineLines, passageNotes } from "./material-plan";
export {
  type ChunkedCards,
  cardSlots,
  type PassageChunk,
  passageChunks,
  passagesOfSubtopics,
  writeChunks,
} from "./material-subtopics";
export { microsToUsd } from "./pricing";
export { CARD_BATCH_SYSTEM, cardBatchPrompt } from "./prompts/card-batch";
export { GUIDELINES_FOR_MODEL, languageLabel, quote } from "./prompts/common";
export { MCQ_OPTIONS_SYSTEM, mcqOptionsPrompt, mcqRetryPrompt } from "./prompts/mcq-options";
export { MERGE_NAMING_SYSTEM, mergeNamingPrompt } from "./prompts/merge-naming";
export { OUTLINE_SYSTEM } from "./prompts/outline";
export { type CardQuota, generateToTarget, type TopUpResult } from "./top-up";
