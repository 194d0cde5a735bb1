import { IMPORT_MESSAGES, type ImportFormat, type StartImportBody } from "@recall/shared";
import { AppError } from "../../lib/errors";
import { readAnkiPackage } from "./anki/index";
import { type DelimitedRead, previewDelimited, readDelimited } from "./delimited/read-delimited";
import type { ImportPlan } from "./import-plan";

/** The format of a file by its name; null for one the import does not read. */
export function formatOf(filename: string): ImportFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return ext === "apkg" || ext === "colpkg" || ext === "csv" || ext === "tsv" || ext === "txt" ? ext : null;
}

export const isAnki = (format: ImportFormat): format is "apkg" | "colpkg" =>
  format === "apkg" || format === "colpkg";

/** The name a course from a delimited file gets unless the learner chose one: the file's name. */
export const defaultCourseName = (filename: string) =>
  filename.replace(/\.[^.]+$/, "").trim() || "Imported cards";

/** Delimited text must decode as UTF-8 text: a binary file (a zip renamed .csv) gets a clear message. */
function requireText(bytes: Uint8Array) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch (err) {
    // A multi-byte character cut at the 64 KB boundary is not an error of the file.
    if (bytes.byteLength <= 64 * 1024 || !(err instanceof TypeError)) {
      throw new AppError("BAD_REQUEST", IMPORT_MESSAGES.notText, { file: IMPORT_MESSAGES.notText });
    }
  }
  if (bytes.subarray(0, 4096).includes(0)) {
    throw new AppError("BAD_REQUEST", IMPORT_MESSAGES.notText, { file: IMPORT_MESSAGES.notText });
  }
}

/** A delimited file read with the learner's options (none: the upload's guesses). */
export function readDelimitedPlan(
  format: Exclude<ImportFormat, "apkg" | "colpkg">,
  bytes: Uint8Array,
  filename: string,
  options: StartImportBody,
): DelimitedRead {
  requireText(bytes);
  return readDelimited(bytes, {
    format,
    courseName: options.courseName || defaultCourseName(filename),
    separator: options.separator,
    hasHeader: options.hasHeader,
    mapping: options.mapping,
  });
}

/** The plan of a stored file with the learner's options (the job reads it again; readers touch no database). */
export async function readPlan(
  format: ImportFormat,
  bytes: Uint8Array,
  filename: string,
  options: StartImportBody,
): Promise<ImportPlan> {
  if (isAnki(format)) return readAnkiPackage(bytes);
  return readDelimitedPlan(format, bytes, filename, options).plan;
}

/** The delimited preview, after the same text check. */
export function previewText(bytes: Uint8Array, format: Exclude<ImportFormat, "apkg" | "colpkg">) {
  requireText(bytes);
  return previewDelimited(bytes, format);
}
