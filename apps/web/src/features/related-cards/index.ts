/** Related cards and glossary generation (requirements C2, C7): what other features open. */
export { relatedApi } from "./api/related-api";
export { BatchRelatedDialog, type ConceptGroup } from "./components/batch-related-dialog";
export { GlossaryButton } from "./components/glossary-button";
export { IndexCourseButton } from "./components/index-course-button";
export { RelatedCardDialog } from "./components/related-card-dialog";
export { SmartRelatedDialog } from "./components/smart-related-dialog";
