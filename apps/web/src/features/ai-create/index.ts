/** The AI create feature's public surface for other features (routes live in ./routes). */

export { useAiStatus, useAiUnavailableReason } from "./api/ai-queries";
export { AiActionButton } from "./components/ai-action-button";
export { CourseShortfallBanner } from "./components/course-shortfall-banner";
export { GuidelinesStep } from "./components/guidelines-step";
