import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/lib/errors";
import { ANKI_IMPORT_MESSAGES, readAnkiPackage } from "../../src/modules/imports/anki";
import { buildAnkiPackage, buildCollectionDb, UPGRADE_NOTICE_COLLECTION } from "./support/anki-package";
import { sampleCollection } from "./support/sample-collection";
import { protoMessage, zstdRepeated, zstdStored } from "./support/wire-formats";

/** The AppError readAnkiPackage rejects with (fails the test when it resolves). */
async function rejection(
  bytes: Uint8Array,
  options?: Parameters<typeof readAnkiPackage>[1],
): Promise<AppError> {
  const error = await readAnkiPackage(bytes, options).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Rewrites fields of one entry's central directory record (where the reader takes sizes and flags from). */
function patchCentralEntry(
  zip: Uint8Array,
  name: string,
  patch: { size?: number; flags?: number; method?: number },
) {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 46 <= out.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(out.subarray(at + 46, at + 46 + nameLength)) !== name) continue;
    if (patch.size !== undefined) view.setUint32(at + 24, patch.size, true);
    if (patch.flags !== undefined) view.setUint16(at + 8, patch.flags, true);
    if (patch.method !== undefined) view.setUint16(at + 10, patch.method, true);
    return out;
  }
  throw new Error(`no central entry ${name}`);
}

// "Bad input gets a clear message and nothing half-imported: not a zip, a corrupted database, a zip bomb".
describe("readAnkiPackage refuses files it cannot import, with a stable code and a plain message", () => {
  it.each([
    ["plain text", new TextEncoder().encode("Front\tBack\nhola\thello\n")],
    ["a PDF", new TextEncoder().encode("%PDF-1.7 ...")],
    ["an empty file", new Uint8Array(0)],
    ["a zip cut short", zipSync({ "collection.anki2": new Uint8Array(100) }).subarray(0, 60)],
  ])("not a zip: %s", async (_, bytes) => {
    const error = await rejection(bytes);
    expect(error).toMatchObject({ code: "BAD_REQUEST", status: 400, message: ANKI_IMPORT_MESSAGES.notZip });
    expect(error.fields).toEqual({ file: ANKI_IMPORT_MESSAGES.notZip });
  });

  it("a zip without a collection", async () => {
    const error = await rejection(zipSync({ "notes.txt": new TextEncoder().encode("hello") }));
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: ANKI_IMPORT_MESSAGES.noCollection });
  });

  it.each([
    ["bytes that are not SQLite", () => zipSync({ "collection.anki2": new Uint8Array(4096).fill(7) })],
    [
      "an SQLite file that is not a collection",
      async () => {
        const db = await buildCollectionDb(sampleCollection(), 11);
        // Same size, header kept, every page after the first overwritten.
        return zipSync({ "collection.anki21": db.map((b, i) => (i < 4096 ? b : 0x55)) });
      },
    ],
    [
      "a zstd collection that is not SQLite",
      () => zipSync({ "collection.anki21b": zstdStored(new TextEncoder().encode("not a database at all")) }),
    ],
    [
      "a zstd frame cut short",
      async () =>
        zipSync({
          "collection.anki21b": zstdStored(await buildCollectionDb(sampleCollection(), 18)).subarray(0, 500),
        }),
    ],
  ])("a corrupted database: %s", async (_, build) => {
    const error = await rejection(await build());
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: ANKI_IMPORT_MESSAGES.corrupted });
  });

  it("a package whose declared sizes pass the limit is refused before expanding (413)", async () => {
    const bytes = await buildAnkiPackage(sampleCollection(), "anki2");
    const error = await rejection(bytes, { maxExpandedBytes: 10_000 });
    expect(error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      status: 413,
      message: ANKI_IMPORT_MESSAGES.tooLarge,
    });
  });

  it("a zip bomb that lies about its size is stopped while inflating", async () => {
    // 64 MB of zeros deflate to ~64 KB; the directory claims 1 KB.
    const bomb = zipSync({ "collection.anki2": [new Uint8Array(64 * 1024 * 1024), { level: 9 }] });
    const error = await rejection(patchCentralEntry(bomb, "collection.anki2", { size: 1024 }));
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: ANKI_IMPORT_MESSAGES.tooLarge });
  });

  it("a zstd frame declaring more than the limit is refused before decoding", async () => {
    const frame = zstdStored(new Uint8Array(1000), 2 ** 40);
    const error = await rejection(zipSync({ "collection.anki21b": [frame, { level: 0 }] }));
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: ANKI_IMPORT_MESSAGES.tooLarge });
  });

  it("a zstd collection expanding past the configured limit is stopped while decoding", async () => {
    // 8 MB from a frame of a few hundred bytes, which declares no size: only decoding shows how big it is.
    const bomb = zipSync({ "collection.anki21b": [zstdRepeated(0, 8 * 1024 * 1024), { level: 0 }] });
    const error = await rejection(bomb, { maxExpandedBytes: 1024 * 1024 });
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: ANKI_IMPORT_MESSAGES.tooLarge });
  });

  it.each([
    ["encrypted (zip password)", { flags: 1 }],
    ["compressed with an unknown method (AES)", { method: 99 }],
  ])("unsupported: %s", async (_, patch) => {
    const bytes = patchCentralEntry(
      await buildAnkiPackage(sampleCollection(), "anki2"),
      "collection.anki2",
      patch,
    );
    const error = await rejection(bytes);
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: ANKI_IMPORT_MESSAGES.encrypted });
  });

  it("unsupported: a current package that lost its collection.anki21b (meta names it; the placeholder is translated)", async () => {
    const german = structuredClone(UPGRADE_NOTICE_COLLECTION);
    german.notes[0]!.fields[0] = "Bitte aktualisieren Sie auf die neueste Anki-Version.";
    const bytes = zipSync({
      "collection.anki2": await buildCollectionDb(german, 11),
      meta: protoMessage([[1, 3]]),
    });
    const error = await rejection(bytes);
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: ANKI_IMPORT_MESSAGES.needsNewerExport });
  });

  it("unsupported: a package holding only the 'update Anki' placeholder collection", async () => {
    const bytes = zipSync({ "collection.anki2": await buildCollectionDb(UPGRADE_NOTICE_COLLECTION, 11) });
    const error = await rejection(bytes);
    expect(error).toMatchObject({ code: "BAD_REQUEST", message: ANKI_IMPORT_MESSAGES.needsNewerExport });
  });
});

/**
 * The same zip with a zip64 end record (as writers make for more than 65,535 entries): the classic end
 * record says 0xFFFF entries at offset 0xFFFFFFFF, the zip64 record has the true figures.
 */
function withZip64End(zip: Uint8Array): Uint8Array {
  const eocd = zip.length - 22;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  const out = new Uint8Array(zip.length + 56 + 20);
  out.set(zip.subarray(0, eocd));
  const o = new DataView(out.buffer);
  const record = eocd;
  o.setUint32(record, 0x06064b50, true);
  o.setBigUint64(record + 4, 44n, true);
  o.setBigUint64(record + 24, BigInt(count), true);
  o.setBigUint64(record + 32, BigInt(count), true);
  o.setBigUint64(record + 40, BigInt(directorySize), true);
  o.setBigUint64(record + 48, BigInt(directoryOffset), true);
  const locator = record + 56;
  o.setUint32(locator, 0x07064b50, true);
  o.setBigUint64(locator + 8, BigInt(record), true);
  o.setUint32(locator + 16, 1, true);
  const end = locator + 20;
  out.set(zip.subarray(eocd), end);
  o.setUint16(end + 8, 0xffff, true);
  o.setUint16(end + 10, 0xffff, true);
  o.setUint32(end + 16, 0xffffffff, true);
  return out;
}

describe("zip64", () => {
  it("reads the entry count and directory offset from the zip64 end record", async () => {
    const bytes = withZip64End(await buildAnkiPackage(sampleCollection(), "anki2"));
    const plan = await readAnkiPackage(bytes);
    expect(plan.courses.map((c) => c.name)).toEqual(["Spanish"]);
  });
});
