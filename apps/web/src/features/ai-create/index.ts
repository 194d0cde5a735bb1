/** The AI create feature's public surface for other features (routes live in ./routes). */

export { useAiStatus, useAiUnavailableReason } from "./api/ai-queries";
export { AiActionButton } from "./components/ai-action-button";
export { CourseShortfallBanner } from "./components/course-shortfall-banner";
export { GuidelinesStep } from "./components/guidelines-step";
/**
 * "Your material", for plans and syllabi too: exported here rather than moved to a shared
 * folder because it is built on this feature's materials API, queries and cache keys, which move with it.
 */
export { MaterialPicker } from "./components/material-picker";
