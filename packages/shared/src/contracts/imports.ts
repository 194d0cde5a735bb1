import { z } from "zod";

/**
 * Importing decks from other apps (docs/decisions/imports.md): an Anki package (.apkg,
 * .colpkg) or delimited text (.csv, .tsv, .txt) is uploaded, previewed, then imported by a durable job.
 */
export const IMPORT_LIMITS = {
  /** Bytes of an uploaded file; beyond it the upload is a 413. */
  maxFileBytes: 100 * 1024 * 1024,
  extensions: [".apkg", ".colpkg", ".csv", ".tsv", ".txt"],
  courseNameChars: 120,
} as const;

export const IMPORT_MESSAGES = {
  fileRequired: "Choose a file to import.",
  fileType: "Choose an .apkg, .colpkg, .csv, .tsv or .txt file.",
  fileTooLarge: "The file is larger than 100 MB.",
  empty: "The file is empty.",
  notText: "This file is not readable text. Save it as UTF-8 CSV or text and try again.",
  noCards: "No cards were found in this file.",
  oneColumn:
    "This file has only one column. A card needs a question and an answer: use a file with two columns or more.",
  noRowWithTwoFields: "No row of this file has two filled columns: a card needs a question and an answer.",
  alreadyStarted: "This import has already been started.",
} as const;

export const IMPORT_FORMATS = ["apkg", "colpkg", "csv", "tsv", "txt"] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormat>;

export const SEPARATOR_NAMES = ["comma", "tab", "semicolon", "pipe"] as const;
export const SeparatorName = z.enum(SEPARATOR_NAMES, { message: "must be comma, tab, semicolon or pipe" });
export type SeparatorName = z.infer<typeof SeparatorName>;

/** POST /imports?filename=deck.apkg: the raw file is the body (application/octet-stream). */
export const ImportFileQuery = z.object({
  filename: z.string().trim().min(1, { message: IMPORT_MESSAGES.fileRequired }).max(255),
});

const column = z.number().int().min(0).max(99);

/** Which column (0-based) of a delimited file holds what. */
export const ColumnMapping = z.object({
  face: column,
  back: column,
  topic: column.nullable().optional(),
  tags: column.nullable().optional(),
});
export type ColumnMapping = z.infer<typeof ColumnMapping>;

/** POST /imports/:id/start. For delimited text: the course's name, the separator, the header and the mapping. */
export const StartImportBody = z.object({
  courseName: z
    .string()
    .trim()
    .min(1, { message: "Course name is required" })
    .max(IMPORT_LIMITS.courseNameChars)
    .optional(),
  separator: SeparatorName.optional(),
  /** Whether the first row names the columns (not a card); the upload's guess when absent. */
  hasHeader: z.boolean().optional(),
  mapping: ColumnMapping.optional(),
});
export type StartImportBody = z.input<typeof StartImportBody>;

const Skip = z.object({ what: z.string(), reason: z.string(), count: z.number() });

/** What the upload answers: what the file holds, before anything is stored. */
export const ImportPreview = z.object({
  format: ImportFormat,
  courses: z.array(z.object({ name: z.string(), cards: z.number(), topics: z.number() })),
  noteTypes: z.array(
    /** `recall`: Recall's own note types (an export of Recall), read back field by field. */
    z.object({ name: z.string(), kind: z.enum(["basic", "cloze", "recall", "other"]), notes: z.number() }),
  ),
  media: z.number(),
  reviews: z.number(),
  skipped: z.array(Skip),
  /** Cards imported other than the file shows them (an empty answer, a quote read as text), with why. */
  adjusted: z.array(Skip),
  /** Delimited text only: the separator in use, the columns and the first rows, to map them. */
  delimited: z
    .object({
      separator: SeparatorName,
      /** Names of the columns when the first row is not a header (Anki's `#columns:`, else "Column N"). */
      columns: z.array(z.string()),
      /** The first rows as read, the header candidate first. */
      rows: z.array(z.array(z.string())),
      /** Whether the first row looks like a header (the learner may say otherwise). */
      hasHeader: z.boolean(),
      /** For the detected header setting. */
      suggestedMapping: ColumnMapping,
    })
    .nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportReport = z.object({
  courses: z.array(z.object({ id: z.string(), name: z.string(), cards: z.number(), url: z.string() })),
  cards: z.number(),
  reviews: z.number(),
  media: z.number(),
  skipped: z.array(Skip),
  /** Reports of imports finished before this list existed have none. */
  adjusted: z.array(Skip).default([]),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const IMPORT_STATES = ["uploaded", "queued", "running", "completed", "failed"] as const;

export const ImportStatus = z.object({
  id: z.string(),
  filename: z.string(),
  format: ImportFormat,
  size: z.number(),
  state: z.enum(IMPORT_STATES),
  progress: z.object({ stored: z.number(), total: z.number() }),
  report: ImportReport.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportUploadResponse = z.object({
  data: z.object({ import: ImportStatus, preview: ImportPreview }),
});
export type ImportUploadResponse = z.infer<typeof ImportUploadResponse>;
export const ImportStatusResponse = z.object({ data: ImportStatus });
export type ImportStatusResponse = z.infer<typeof ImportStatusResponse>;
