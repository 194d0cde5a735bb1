import { Inflate } from "fflate";
import { AppError } from "../../../lib/errors";
import { ankiImportError } from "./anki-errors";

/**
 * A zip archive read from its central directory (PKWARE APPNOTE 4.3.12), so that every entry's declared
 * size is known before anything is inflated and each entry is inflated on its own, when it is needed.
 * fflate does the inflating; we read the directory ourselves because fflate does not expose the
 * encryption flag or let us stop an entry that expands past its declared size.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  size: number;
  encrypted: boolean;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const U32_MAX = 0xffffffff;
/** Inflate this much compressed input at a time: deflate expands at most ~1032x, so one step stays small. */
const INFLATE_STEP = 16 * 1024;

const utf8 = new TextDecoder();

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** Sizes and offset that did not fit 32 bits are in the zip64 extra field, in this order. */
function applyZip64(entry: ZipEntry, view: DataView, extraStart: number, extraEnd: number): void {
  let at = extraStart;
  while (at + 4 <= extraEnd) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let p = at + 4;
      const next = () => {
        const value = Number(view.getBigUint64(p, true));
        p += 8;
        return value;
      };
      if (entry.size === U32_MAX) entry.size = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

/**
 * Archives of more than 65,535 entries (a deck with that many sounds and pictures) or over 4 GB keep the
 * true count and directory offset in the zip64 end record, found through the locator just before the
 * classic end record.
 */
function readZip64End(view: DataView, eocd: number): [count: number, offset: number] {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE)
    throw ankiImportError("notZip");
  const record = Number(view.getBigUint64(locator + 8, true));
  if (record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_END_SIGNATURE) {
    throw ankiImportError("notZip");
  }
  return [Number(view.getBigUint64(record + 32, true)), Number(view.getBigUint64(record + 48, true))];
}

export class ZipArchive {
  private constructor(
    private readonly bytes: Uint8Array,
    readonly entries: Map<string, ZipEntry>,
  ) {}

  /** Reads the central directory; throws the "not a zip" AppError when there is none to read. */
  static open(bytes: Uint8Array): ZipArchive {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length < 22 || view.getUint32(0, true) !== LOCAL_SIGNATURE) throw ankiImportError("notZip");
    const eocd = findEndOfCentralDirectory(view);
    if (eocd < 0) throw ankiImportError("notZip");
    let count = view.getUint16(eocd + 10, true);
    let at = view.getUint32(eocd + 16, true);
    if (count === 0xffff || at === U32_MAX) [count, at] = readZip64End(view, eocd);
    const entries = new Map<string, ZipEntry>();
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
        throw ankiImportError("notZip");
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const nameStart = at + 46;
      if (nameStart + nameLength + extraLength > bytes.length) throw ankiImportError("notZip");
      const entry: ZipEntry = {
        name: utf8.decode(bytes.subarray(nameStart, nameStart + nameLength)),
        method: view.getUint16(at + 10, true),
        encrypted: (view.getUint16(at + 8, true) & 1) === 1,
        compressedSize: view.getUint32(at + 20, true),
        size: view.getUint32(at + 24, true),
        localHeaderOffset: view.getUint32(at + 42, true),
      };
      const extraStart = nameStart + nameLength;
      applyZip64(entry, view, extraStart, extraStart + extraLength);
      entries.set(entry.name, entry);
      at = extraStart + extraLength + commentLength;
    }
    return new ZipArchive(bytes, entries);
  }

  /** The sum of every entry's declared uncompressed size. */
  declaredSize(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.size;
    return total;
  }

  /**
   * The bytes of one entry. Stored entries are a view of the package (no copy); deflated ones are
   * inflated step by step and stopped as soon as they pass their declared size (a lying zip bomb).
   */
  read(entry: ZipEntry): Uint8Array {
    if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) throw ankiImportError("encrypted");
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const at = entry.localHeaderOffset;
    if (at + 30 > this.bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE)
      throw ankiImportError("corrupted");
    const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > this.bytes.length) throw ankiImportError("corrupted");
    const data = this.bytes.subarray(dataStart, dataEnd);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) throw ankiImportError("corrupted");
      return data;
    }
    return inflateBounded(data, entry.size);
  }
}

function inflateBounded(data: Uint8Array, declaredSize: number): Uint8Array {
  const out = new Uint8Array(declaredSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > declaredSize) throw ankiImportError("tooLarge");
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_STEP) {
      const end = Math.min(at + INFLATE_STEP, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ankiImportError("corrupted");
  }
  if (written !== declaredSize) throw ankiImportError("corrupted");
  return out;
}
