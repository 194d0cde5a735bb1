export { ANKI_IMPORT_MESSAGES, type AnkiImportProblem } from "./anki-errors";
export { DEFAULT_MAX_EXPANDED_BYTES, type ReadAnkiOptions, readAnkiPackage } from "./read-package";
