/** Courses as files other apps read: Anki packages and CSV. */

export { exportMedia } from "./anki-media";
/** Recall's own Anki note types, which the Anki import recognises and reads back field by field. */
export {
  ankiTag,
  OPTION_LETTERS,
  RECALL_BASIC,
  RECALL_CLOZE,
  RecallCardData,
  toAnkiNote,
} from "./anki-notes";
export { buildAnkiPackage } from "./anki-package";
export { exportRoutes } from "./exports.routes";
