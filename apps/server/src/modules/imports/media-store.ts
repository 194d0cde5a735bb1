import { IMPORT_IMAGE_MIMES, IMPORT_LIMITS } from "@recall/shared";
import type { Database } from "../../db/client";
import type { ImportCard, ImportMedia } from "./import-plan";
import { importsRepository as repo } from "./imports.repository";

/** Where a stored image is served (media.routes.ts); card text links to it. */
export const mediaUrl = (id: string) => `/api/media/${id}`;

const MB = 1024 * 1024;

/** A markdown link or image target: `](name)` or `](<name with spaces>)`, an optional title after it. */
const LINK_TARGET = /\]\(\s*(<[^>]*>|[^)\s]+)(\s+"[^"]*")?\s*\)/g;

function decoded(target: string): string {
  const bare = target.startsWith("<") ? target.slice(1, -1) : target;
  try {
    return decodeURI(bare);
  } catch {
    return bare;
  }
}

/**
 * The images an import stores, per course (a course owns its files: they go with it and are served to
 * whoever may see it). Only the image types the web shows, at most IMPORT_LIMITS.maxMediaBytes each and
 * maxMediaBytesPerImport in all; the rest is reported through `skip`. Bytes are read one file at a time.
 */
export class MediaStore {
  private readonly byName: Map<string, ImportMedia>;
  private readonly stored = new Map<string, Map<string, string | null>>();
  private bytes = 0;
  storedCount = 0;

  constructor(
    private readonly db: Database,
    private readonly userId: string,
    media: readonly ImportMedia[],
    private readonly skip: (what: string, reason: string) => void,
  ) {
    this.byName = new Map(media.map((m) => [m.name, m]));
  }

  /** Stores the images `cards` use that this course has not stored yet; answers a rewriter of their text. */
  async linksFor(courseId: string, cards: readonly ImportCard[]) {
    const ids = this.stored.get(courseId) ?? new Map<string, string | null>();
    this.stored.set(courseId, ids);
    for (const card of cards)
      for (const name of card.mediaNames) if (!ids.has(name)) ids.set(name, await this.store(courseId, name));
    const known = ids;
    return {
      rewrite: (text: string) =>
        text.replace(LINK_TARGET, (whole, target: string, title = "") => {
          const id = known.get(decoded(target));
          return id ? `](${mediaUrl(id)}${title})` : whole;
        }),
    };
  }

  private async store(courseId: string, name: string): Promise<string | null> {
    const media = this.byName.get(name);
    if (!media) return this.refuse("missing from the file");
    if (!(IMPORT_IMAGE_MIMES as readonly string[]).includes(media.mime))
      return this.refuse(`${media.mime} is not supported (only PNG, JPEG, GIF and WebP images)`);
    if (media.size > IMPORT_LIMITS.maxMediaBytes)
      return this.refuse(`larger than ${IMPORT_LIMITS.maxMediaBytes / MB} MB`);
    if (this.bytes + media.size > IMPORT_LIMITS.maxMediaBytesPerImport)
      return this.refuse(
        `over the ${IMPORT_LIMITS.maxMediaBytesPerImport / MB} MB of images one import may store`,
      );
    const bytes = await media.read();
    if (bytes.byteLength > IMPORT_LIMITS.maxMediaBytes)
      return this.refuse(`larger than ${IMPORT_LIMITS.maxMediaBytes / MB} MB`);
    this.bytes += bytes.byteLength;
    this.storedCount += 1;
    return repo.insertMedia(this.db, {
      ownerId: this.userId,
      courseId,
      mime: media.mime,
      size: bytes.byteLength,
      bytes,
    });
  }

  private refuse(reason: string): null {
    this.skip("image", reason);
    return null;
  }
}
