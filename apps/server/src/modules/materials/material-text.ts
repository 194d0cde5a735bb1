import { MATERIAL_MESSAGES } from "@recall/shared";
import { AppError } from "../../lib/errors";

export type FileSource = "txt" | "md" | "pdf";

const badRequest = (message: string) => new AppError("BAD_REQUEST", message, { file: message });

/** The kind of an uploaded file, by its name's extension; null for any other file. */
export function fileSource(filename: string): FileSource | null {
  const ext = filename.toLowerCase().match(/\.(txt|md|markdown|pdf)$/)?.[1];
  if (!ext) return null;
  return ext === "markdown" ? "md" : (ext as FileSource);
}

/** C0 control characters other than tab, line feed, vertical tab, form feed and carriage return. */
function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && (code < 9 || code > 13)) return true;
  }
  return false;
}

/** Plain text from a .txt or .md file: valid UTF-8 (a BOM is dropped) with no NUL bytes, else "not text". */
function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(MATERIAL_MESSAGES.notText);
  }
  // Control characters other than whitespace mean a binary file renamed to .txt.
  if (hasControlChars(text)) throw badRequest(MATERIAL_MESSAGES.notText);
  return text.replace(/^\uFEFF/, "");
}

/** Array.prototype.push as the runtime made it: this module loads before pdf.js can replace it. */
const NATIVE_PUSH = Object.getOwnPropertyDescriptor(Array.prototype, "push")!;

/**
 * pdf.js (pdf-parse's engine; its legacy build on Node 20) installs core-js polyfills when it and its
 * worker load, among them a JavaScript `Array.prototype.push` (a fix for arrays longer than 2^53 - 1) that
 * even prints as native code. Left in place, every push in the server went through it (2.5% of the
 * server's CPU in the answer benchmark's profile, bench/README.md "Answer endpoint"). So pdf.js loads on
 * the first PDF, not at start-up, and the native push is put back after every use. The methods it adds
 * (Promise.withResolvers, Set methods) replace nothing and stay.
 */
function restoreNativePush(): void {
  if (Array.prototype.push !== NATIVE_PUSH.value) Object.defineProperty(Array.prototype, "push", NATIVE_PUSH);
}

let pdfParse: Promise<typeof import("pdf-parse")> | null = null;

/** pdf-parse, loaded on the first PDF rather than at start-up (see restoreNativePush). */
function loadPdfParse(): Promise<typeof import("pdf-parse")> {
  pdfParse ??= import("pdf-parse").finally(restoreNativePush);
  return pdfParse;
}

/**
 * The text of a PDF, extracted with pdf-parse (a maintained wrapper of Mozilla's pdf.js). A file that is
 * not a PDF, or that pdf.js cannot open, is a 400; a PDF whose pages hold no text (a scan) is a 400 that
 * says so, so the learner knows to paste the text instead.
 */
async function pdfText(bytes: Buffer): Promise<string> {
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw badRequest(MATERIAL_MESSAGES.brokenPdf);
  const { PDFParse } = await loadPdfParse();
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text } = await parser.getText({ pageJoiner: "" });
    if (!/[\p{L}\p{N}]/u.test(text)) throw badRequest(MATERIAL_MESSAGES.scannedPdf);
    return text;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(MATERIAL_MESSAGES.brokenPdf);
  } finally {
    await parser.destroy().catch(() => undefined);
    restoreNativePush();
  }
}

/** The text of an uploaded file of a known kind; see `fileSource`. */
export async function extractFileText(source: FileSource, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(MATERIAL_MESSAGES.fileRequired);
  return source === "pdf" ? pdfText(bytes) : decodeText(bytes);
}
