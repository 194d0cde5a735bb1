import { AppError } from "../../../lib/errors";
import type { ImportPlan } from "../import-plan";
import { type AnkiCollection, readAnkiCollection } from "./anki-collection";
import { ankiImportError } from "./anki-errors";
import { mapCollection } from "./map-plan";
import { packageMedia, readMediaMap } from "./package-media";
import { varintField } from "./protobuf";
import { SqliteFile } from "./sqlite";
import { ZipArchive } from "./zip-archive";
import { isZstd, unzstdBounded } from "./zstd";

/** The default cap on what a package may expand to (collection plus media), in bytes. */
export const DEFAULT_MAX_EXPANDED_BYTES = 512 * 1024 * 1024;

export interface ReadAnkiOptions {
  /** Refuse packages that expand past this many bytes (default 512 MB). */
  maxExpandedBytes?: number;
  /** The uploaded file's name: `.colpkg` marks a collection backup; anything else is an `.apkg`. */
  fileName?: string;
}

/**
 * Collection files by preference: schema 18 zstd-compressed (Anki 2.1.50+), then schema 11 of 2.1.x,
 * then the oldest. Current packages also hold a `collection.anki2` that only asks to upgrade Anki.
 */
const COLLECTION_NAMES = ["collection.anki21b", "collection.anki21", "collection.anki2"] as const;
/** The English text of the placeholder note in that `collection.anki2` (translated in other languages). */
const UPGRADE_NOTICE = /update to the latest anki version/i;
/** `meta` (protobuf PackageMetadata, field 1): 2 = collection.anki21, 3 = collection.anki21b. */
const META_VERSION_FIELD = 1;

function isUpgradeNotice(collection: AnkiCollection): boolean {
  if (collection.notes.size !== 1) return false;
  const [note] = collection.notes.values();
  return UPGRADE_NOTICE.test(note?.fields.join(" ") ?? "");
}

function packageVersion(zip: ZipArchive): number {
  const meta = zip.entries.get("meta");
  if (!meta) return 0;
  try {
    return varintField(zip.read(meta), META_VERSION_FIELD);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ankiImportError("corrupted");
  }
}

async function readCollection(zip: ZipArchive, maxExpandedBytes: number): Promise<AnkiCollection> {
  const name = COLLECTION_NAMES.find((n) => zip.entries.has(n));
  if (!name) throw ankiImportError("noCollection");
  // Packages with a `meta` entry naming a newer collection file hold the placeholder as their anki2.
  if (name === "collection.anki2" && packageVersion(zip) >= 2) throw ankiImportError("needsNewerExport");
  let bytes = zip.read(zip.entries.get(name)!);
  if (isZstd(bytes)) bytes = unzstdBounded(bytes, maxExpandedBytes);
  let db: SqliteFile | null = null;
  try {
    db = await SqliteFile.open(bytes);
    const collection = await readAnkiCollection(db);
    if (name === "collection.anki2" && isUpgradeNotice(collection)) throw ankiImportError("needsNewerExport");
    return collection;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ankiImportError("corrupted");
  } finally {
    db?.close();
  }
}

/**
 * Reads an Anki package (.apkg or .colpkg) into an ImportPlan without touching the database. Only the
 * collection and the media map are expanded here, within `maxExpandedBytes`; media files are expanded
 * when the import job reads them. Throws AppErrors with ANKI_IMPORT_MESSAGES for files it cannot import.
 */
export async function readAnkiPackage(bytes: Uint8Array, options: ReadAnkiOptions = {}): Promise<ImportPlan> {
  const maxExpandedBytes = options.maxExpandedBytes ?? DEFAULT_MAX_EXPANDED_BYTES;
  const zip = ZipArchive.open(bytes);
  // The declared sizes are checked first, so an honest but huge package is refused before any work.
  if (zip.declaredSize() > maxExpandedBytes) throw ankiImportError("tooLarge");
  const collection = await readCollection(zip, maxExpandedBytes);
  let media: ReturnType<typeof readMediaMap>;
  try {
    media = readMediaMap(zip, maxExpandedBytes);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ankiImportError("corrupted");
  }
  const mapped = await mapCollection(collection, (name) => media.has(name));
  return {
    format: options.fileName?.toLowerCase().endsWith(".colpkg") ? "colpkg" : "apkg",
    courses: mapped.courses,
    noteTypes: mapped.noteTypes,
    media: [...mapped.usedMedia].map((name) => packageMedia(zip, name, media.get(name)!)),
    skipped: mapped.skipped,
    adjusted: mapped.adjusted,
  };
}
