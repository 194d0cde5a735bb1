import { AppError } from "../../../lib/errors";

/**
 * What a learner reads when a package cannot be imported. Each message is stable (the web page and tests
 * match on it) and says what to do; the AppError's `fields.file` carries it too, as uploads of materials do.
 */
export const ANKI_IMPORT_MESSAGES = {
  notZip:
    "This file is not an Anki package (.apkg or .colpkg). Export the deck from Anki again and choose that file.",
  noCollection: "This package holds no Anki collection. Export the deck from Anki again.",
  corrupted:
    "The Anki collection in this package is damaged and cannot be read. Export the deck from Anki again.",
  tooLarge: "This package expands to more than the import limit. Split the deck into smaller exports.",
  encrypted:
    "This package is encrypted or compressed in a way we cannot read. Export it from Anki without a password.",
  needsNewerExport:
    "This package was made for a newer Anki and holds only an upgrade notice. Export it again from Anki as an .apkg.",
} as const;

export type AnkiImportProblem = keyof typeof ANKI_IMPORT_MESSAGES;

/** The AppError of one problem: a 413 for a package that expands too far, a 400 for every other. */
export function ankiImportError(problem: AnkiImportProblem): AppError {
  const message = ANKI_IMPORT_MESSAGES[problem];
  return new AppError(problem === "tooLarge" ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", message, {
    file: message,
  });
}
