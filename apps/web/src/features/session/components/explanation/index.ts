export { LayeredExplanation, type LayeredExplanationProps } from "./layered-explanation";
export { GENERATE_DISABLED_TITLE, RelatedConceptsList } from "./related-concepts-list";
export type { ExplanationCard, ExplanationLevel, RelatedConceptView } from "./types";
