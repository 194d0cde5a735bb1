export { CompletionScreen } from "./completion-screen";
export { type CompletionStats, completionStats, formatDuration } from "./completion-stats";
