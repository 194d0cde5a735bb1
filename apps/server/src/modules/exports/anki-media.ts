import { createHash } from "node:crypto";
import type { Database } from "../../db/client";
import type { CardRow } from "../courses/index";
import { extensionOfMime, MEDIA_URL_ID, visibleMediaByIds } from "../media/index";

/**
 * The media an exported package carries (docs/decisions/anki-media.md). Anki shows a note's pictures and
 * plays its sounds from files in the package, named in the fields (`<img src="name">`, `[sound:name]`) and
 * listed in its `media` map. So every file a card shows is written into the package under a name of its
 * own, and the card text refers to that name:
 * - a stored file (`/api/media/<id>`) the exporter may see: `recall-<id>.<ext>`, from its stored type;
 * - an image embedded as a `data:` URL: `recall-<sha1>.<ext>` (the same picture is one file).
 * A stored file of a course the exporter may not see stays out (its image shows as its alt text, its sound
 * marker goes): an export never hands out what the app would not show the exporter.
 */

export interface PackageMediaFile {
  name: string;
  bytes: Uint8Array;
}

/** Package file names this module writes: markdownToAnkiHtml turns `![](name)` of these into <img>. */
export const PACKAGE_IMAGE_NAME = /^recall-[0-9a-f-]+\.(?:png|jpg|gif|webp|avif)$/;

const DATA_IMAGE = /!\[([^\]]*)\]\(data:image\/(png|jpeg|gif|webp|avif);base64,([A-Za-z0-9+/=]+)\)/g;
const APP_IMAGE =
  /!\[([^\]]*)\]\(\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\s+"[^"]*")?\)/gi;
const APP_SOUND = /\[sound:\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/gi;

/** Every string of a card (text, options, explainer parts...), rewritten; other values as they are. */
function mapStrings<T>(value: T, rewrite: (text: string) => string): T {
  if (typeof value === "string") return rewrite(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, rewrite)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, rewrite)])) as T;
  }
  return value;
}

function idsIn(cards: readonly CardRow[]): string[] {
  const ids = new Set<string>();
  mapStrings(cards, (text) => {
    for (const match of text.matchAll(MEDIA_URL_ID)) ids.add(match[1]!.toLowerCase());
    return text;
  });
  return [...ids];
}

/** The cards with their media referred to by package file names, and those files. */
export async function exportMedia(
  db: Database,
  cards: readonly CardRow[],
  userId: string,
): Promise<{ cards: CardRow[]; files: PackageMediaFile[] }> {
  const stored = new Map<string, string>();
  const files = new Map<string, Uint8Array>();
  for (const row of await visibleMediaByIds(db, idsIn(cards), userId)) {
    const name = `recall-${row.id}.${extensionOfMime(row.mime)}`;
    stored.set(row.id.toLowerCase(), name);
    files.set(name, row.bytes);
  }
  const embedded = (alt: string, type: string, base64: string) => {
    const bytes = new Uint8Array(Buffer.from(base64, "base64"));
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const name = `recall-${sha1}.${type === "jpeg" ? "jpg" : type}`;
    files.set(name, bytes);
    return `![${alt}](${name})`;
  };
  const rewrite = (text: string) =>
    text
      .replace(DATA_IMAGE, (_, alt: string, type: string, base64: string) => embedded(alt, type, base64))
      .replace(APP_IMAGE, (whole, alt: string, id: string) => {
        const name = stored.get(id.toLowerCase());
        return name ? `![${alt}](${name})` : whole;
      })
      .replace(APP_SOUND, (_, id: string) => {
        const name = stored.get(id.toLowerCase());
        return name ? `[sound:${name}]` : "";
      });
  return {
    cards: cards.map((card) => mapStrings(card, rewrite)),
    files: [...files].map(([name, bytes]) => ({ name, bytes })),
  };
}
