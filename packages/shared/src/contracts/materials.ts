import { z } from "zod";
import { Id } from "./common";

/**
 * A learner's own material for AI generation (docs/decisions/course-material.md): pasted text
 * or an uploaded .txt, .md or .pdf, stored with its passages. Course generation (and later plans and
 * syllabi) takes its id as `materialId`.
 */
export const MATERIAL_LIMITS = {
  /** Characters of text, pasted or extracted ("up to about 50,000 characters"). */
  maxChars: 50_000,
  /** Too little text to write cards from. */
  minChars: 100,
  /** Bytes of an uploaded file; beyond it the upload is a 413. */
  maxFileBytes: 10 * 1024 * 1024,
  titleChars: 200,
  /** File names the upload accepts, by extension. */
  extensions: [".txt", ".md", ".pdf"],
} as const;

export const MATERIAL_MESSAGES = {
  textRequired: "Text is required",
  tooShort: `Add at least ${MATERIAL_LIMITS.minChars} characters of material to write cards from.`,
  tooLong: `Material must be at most ${MATERIAL_LIMITS.maxChars.toLocaleString("en-US")} characters. Shorten it or split it into several courses.`,
  fileTooLarge: "The file is larger than 10 MB.",
  fileType: "Choose a .txt, .md or .pdf file.",
  notText: "This file is not readable text. Choose a .txt, .md or .pdf file.",
  scannedPdf: "This PDF has no text we can read (it may be a scan). Paste the text instead.",
  brokenPdf: "This PDF could not be read. Paste the text instead.",
  fileRequired: "Choose a file to upload.",
} as const;

/** POST /ai-content/materials: pasted text. */
export const CreateMaterialBody = z.object({
  text: z
    .string({ message: MATERIAL_MESSAGES.textRequired })
    .trim()
    .min(1, { message: MATERIAL_MESSAGES.textRequired })
    .min(MATERIAL_LIMITS.minChars, { message: MATERIAL_MESSAGES.tooShort })
    .max(MATERIAL_LIMITS.maxChars, { message: MATERIAL_MESSAGES.tooLong }),
  title: z.string().trim().max(MATERIAL_LIMITS.titleChars).optional(),
});
export type CreateMaterialBody = z.input<typeof CreateMaterialBody>;

/** POST /ai-content/materials/file?filename=notes.pdf: the raw file is the body (application/octet-stream). */
export const MaterialFileQuery = z.object({
  filename: z.string().trim().min(1, { message: MATERIAL_MESSAGES.fileRequired }).max(255),
});

export const MaterialParams = z.object({ id: Id });

export const MATERIAL_SOURCES = ["text", "txt", "md", "pdf"] as const;

/** A material as its owner sees it (the text itself is not sent back; its size and first words are). */
export const Material = z.object({
  id: z.string(),
  title: z.string(),
  source: z.enum(MATERIAL_SOURCES),
  charCount: z.number(),
  passageCount: z.number(),
  /** The first characters of the text, to recognise it. */
  preview: z.string(),
  createdAt: z.string(),
});
export type Material = z.infer<typeof Material>;

export const MaterialResponse = z.object({ data: Material });
export type MaterialResponse = z.infer<typeof MaterialResponse>;

/** GET /ai-content/materials: the owner's materials, newest first (at most MATERIAL_LIST_LIMIT). */
export const MATERIAL_LIST_LIMIT = 50;
export const MaterialListResponse = z.object({ data: z.object({ materials: z.array(Material) }) });
export type MaterialListResponse = z.infer<typeof MaterialListResponse>;
