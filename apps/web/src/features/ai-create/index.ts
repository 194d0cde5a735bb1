/** The AI create feature's public surface for other features (routes live in ./routes). */

export { useAiStatus } from "./api/ai-queries";
export { CourseShortfallBanner } from "./components/course-shortfall-banner";
export { GuidelinesStep } from "./components/guidelines-step";
