import { mediaTypeOf } from "../../media/index";
import type { ImportMedia } from "../import-plan";
import { ankiImportError } from "./anki-errors";
import { bytesFields, stringField, varintField } from "./protobuf";
import type { ZipArchive, ZipEntry } from "./zip-archive";
import { isZstd, unzstdBounded } from "./zstd";

interface PackageFile {
  entry: ZipEntry;
  /** The file's size once expanded: the media map's figure for zstd files, the zip's otherwise. */
  size: number;
}

/**
 * The package's media files by their name in the notes. The `media` entry maps zip entry names ("0",
 * "1", ...) to file names: a JSON object in legacy packages; in current ones a zstd-compressed protobuf
 * `MediaEntries` (field 1, repeated: name = 1, size = 2, sha1 = 3, legacy zip name = 255) whose position is
 * the zip entry name, and each file is itself zstd-compressed.
 */
export function readMediaMap(zip: ZipArchive, maxExpandedBytes: number): Map<string, PackageFile> {
  const files = new Map<string, PackageFile>();
  const mapEntry = zip.entries.get("media");
  if (!mapEntry) return files;
  let raw = zip.read(mapEntry);
  if (isZstd(raw)) raw = unzstdBounded(raw, maxExpandedBytes);
  if (raw[0] === 0x7b /* "{" */) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw ankiImportError("corrupted");
    }
    for (const [zipName, name] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = zip.entries.get(zipName);
      if (entry && typeof name === "string") files.set(name, { entry, size: entry.size });
    }
    return files;
  }
  let total = 0;
  bytesFields(raw, 1).forEach((message, index) => {
    const legacyName = varintField(message, 255, -1);
    const entry = zip.entries.get(String(legacyName >= 0 ? legacyName : index));
    const size = varintField(message, 2);
    total += size;
    if (total > maxExpandedBytes) throw ankiImportError("tooLarge");
    const name = stringField(message, 1);
    if (entry && name) files.set(name, { entry, size });
  });
  return files;
}

/**
 * A media file of the package, typed by its name (a type the app does not keep is refused when stored),
 * read (and expanded, never past its declared size) only when asked for.
 */
export function packageMedia(zip: ZipArchive, name: string, file: PackageFile): ImportMedia {
  return {
    name,
    mime: mediaTypeOf(name)?.mime ?? "application/octet-stream",
    size: file.size,
    read: async () => {
      const bytes = zip.read(file.entry);
      return isZstd(bytes) ? unzstdBounded(bytes, file.size) : bytes;
    },
  };
}
