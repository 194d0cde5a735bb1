import { Decompress } from "fzstd";
import { AppError } from "../../../lib/errors";
import { ankiImportError } from "./anki-errors";

/** Zstandard frames start with this magic number (RFC 8878 requirements C3.1.1), little-endian. */
const ZSTD_MAGIC = 0xfd2fb528;
/** Skippable frames: magic 0x184D2A50..0x184D2A5F, then a 4-byte length (RFC 8878 requirements C3.1.2). */
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE_MAGIC = 0x184d2a50;
/** Windows up to this size are always accepted: zstd's default levels use at most 8 MiB (RFC 8878 requirements C3.1.1.1.2). */
const USUAL_WINDOW = 8 * 1024 * 1024;
/** Feed the decoder this much at a time, so a highly compressed frame is stopped early. */
const STEP = 64 * 1024;

export function isZstd(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === ZSTD_MAGIC
  );
}

/**
 * Walks the frame headers and block headers (RFC 8878 requirements C3.1.1) without decoding: fzstd allocates a frame's
 * declared content size or window up front, so a frame that declares more than `limit` is refused before
 * the decoder sees it. Throws "too large" for such a frame and "corrupted" for a malformed one.
 */
function checkFrames(data: Uint8Array, limit: number): void {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let at = 0;
  let declared = 0;
  const need = (n: number) => {
    if (at + n > data.length) throw ankiImportError("corrupted");
  };
  while (at < data.length) {
    need(4);
    const magic = view.getUint32(at, true);
    if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE_MAGIC) {
      need(8);
      at += 8 + view.getUint32(at + 4, true);
      continue;
    }
    if (magic !== ZSTD_MAGIC) throw ankiImportError("corrupted");
    need(5);
    const descriptor = data[at + 4]!;
    at += 5;
    const singleSegment = (descriptor & 0x20) !== 0;
    const fcsBytes = [singleSegment ? 1 : 0, 2, 4, 8][descriptor >> 6]!;
    const dictBytes = [0, 1, 2, 4][descriptor & 3]!;
    const hasChecksum = (descriptor & 4) !== 0;
    if (!singleSegment) {
      need(1);
      const wd = data[at++]!;
      const windowBase = 2 ** (10 + (wd >> 3));
      // The window is memory the decoder allocates, not output: a small file may use a large window.
      const window = windowBase + (windowBase / 8) * (wd & 7);
      if (window > Math.max(limit, USUAL_WINDOW)) throw ankiImportError("tooLarge");
    }
    need(dictBytes + fcsBytes);
    at += dictBytes;
    let contentSize = 0;
    if (fcsBytes === 1) contentSize = data[at]!;
    else if (fcsBytes === 2) contentSize = view.getUint16(at, true) + 256;
    else if (fcsBytes === 4) contentSize = view.getUint32(at, true);
    else if (fcsBytes === 8) contentSize = Number(view.getBigUint64(at, true));
    at += fcsBytes;
    declared += contentSize;
    if (declared > limit) throw ankiImportError("tooLarge");
    for (let last = false; !last; ) {
      need(3);
      const header = data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16);
      last = (header & 1) === 1;
      const type = (header >> 1) & 3;
      at += 3 + (type === 1 ? 1 : header >>> 3);
      if (type === 3) throw ankiImportError("corrupted");
    }
    if (hasChecksum) at += 4;
    if (at > data.length) throw ankiImportError("corrupted");
  }
}

/**
 * Decompresses zstd data (fzstd, streaming) that must not expand past `limit` bytes: frames declaring
 * more are refused before decoding, and the decoder is fed a step at a time and stopped as soon as its
 * output passes the limit.
 */
export function unzstdBounded(data: Uint8Array, limit: number): Uint8Array {
  checkFrames(data, limit);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const decoder = new Decompress((chunk) => {
    total += chunk.length;
    if (total > limit) throw ankiImportError("tooLarge");
    // fzstd may hand out a view of its window, which the next block overwrites.
    chunks.push(chunk.slice());
  });
  try {
    for (let at = 0; at < data.length; at += STEP) {
      const end = Math.min(at + STEP, data.length);
      decoder.push(data.subarray(at, end), end === data.length);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ankiImportError("corrupted");
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
