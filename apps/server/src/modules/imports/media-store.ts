import type { Database } from "../../db/client";
import {
  DEFAULT_MEDIA_LIMITS,
  extensionLabel,
  type MediaLimits,
  mediaKindOfMime,
  mediaRepository,
  mediaUrl,
  SUPPORTED_MEDIA,
  sizeLabel,
} from "../media/index";
import type { ImportCard, ImportMedia } from "./import-plan";

/** A markdown link or image target: `](name)` or `](<name with spaces>)`, an optional title after it. */
const LINK_TARGET = /\]\(\s*(<[^>]*>|[^)\s]+)(\s+"[^"]*")?\s*\)/g;
/** Anki's marker of a sound or video to play: `[sound:name]`. */
const SOUND_MARKER = /\[sound:([^\]]+)\]/g;
/** Refused files named one by one in the report; past this they are counted together. */
const NAMED_REFUSALS = 50;

function decoded(target: string): string {
  const bare = target.startsWith("<") ? target.slice(1, -1) : target;
  try {
    return decodeURI(bare);
  } catch {
    return bare;
  }
}

/**
 * The media an import stores, per course (a course owns its files: they go with it and are served to
 * whoever may see it): the images, sounds and videos the app shows or plays (modules/media), each at most
 * `limits.fileBytes` and `limits.importBytes` in all. Every file left out is reported with its name and
 * why, through `skip`. Bytes are read one file at a time.
 */
export class MediaStore {
  private readonly byName: Map<string, ImportMedia>;
  private readonly stored = new Map<string, Map<string, string | null>>();
  private bytes = 0;
  private named = 0;
  storedCount = 0;

  constructor(
    private readonly db: Database,
    private readonly userId: string,
    media: readonly ImportMedia[],
    private readonly skip: (what: string, reason: string) => void,
    private readonly limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
  ) {
    this.byName = new Map(media.map((m) => [m.name, m]));
  }

  /** Stores the media `cards` use that this course has not stored yet; answers a rewriter of their text. */
  async linksFor(courseId: string, cards: readonly ImportCard[]) {
    const ids = this.stored.get(courseId) ?? new Map<string, string | null>();
    this.stored.set(courseId, ids);
    for (const card of cards)
      for (const name of card.mediaNames) if (!ids.has(name)) ids.set(name, await this.store(courseId, name));
    const known = ids;
    return {
      rewrite: (text: string) =>
        text
          .replace(LINK_TARGET, (whole, target: string, title = "") => {
            const id = known.get(decoded(target));
            return id ? `](${mediaUrl(id)}${title})` : whole;
          })
          // A stored sound or video is played by the app from its link; one left out keeps its name.
          .replace(SOUND_MARKER, (whole, name: string) => {
            const id = known.get(name);
            return id ? `[sound:${mediaUrl(id)}]` : whole;
          }),
    };
  }

  private async store(courseId: string, name: string): Promise<string | null> {
    const media = this.byName.get(name);
    if (!media) return this.refuse(`file "${name}"`, "missing from the package");
    const kind = mediaKindOfMime(media.mime);
    if (!kind)
      return this.refuse(
        `file "${name}"`,
        `${extensionLabel(name)} files are not kept (the app keeps ${SUPPORTED_MEDIA})`,
      );
    const tooLarge = (size: number) =>
      this.refuse(
        `${kind} "${name}" (${sizeLabel(size)})`,
        `larger than the ${sizeLabel(this.limits.fileBytes)} one media file may be`,
      );
    if (media.size > this.limits.fileBytes) return tooLarge(media.size);
    if (this.bytes + media.size > this.limits.importBytes)
      return this.refuse(
        `${kind} "${name}" (${sizeLabel(media.size)})`,
        `past the ${sizeLabel(this.limits.importBytes)} of media one import may store`,
      );
    const bytes = await media.read();
    if (bytes.byteLength > this.limits.fileBytes) return tooLarge(bytes.byteLength);
    this.bytes += bytes.byteLength;
    this.storedCount += 1;
    return mediaRepository.insert(this.db, {
      ownerId: this.userId,
      courseId,
      mime: media.mime,
      size: bytes.byteLength,
      bytes,
    });
  }

  /** Each refused file is named, up to NAMED_REFUSALS; the rest are counted by reason. */
  private refuse(what: string, reason: string): null {
    this.named += 1;
    this.skip(this.named <= NAMED_REFUSALS ? what : "other media files", reason);
    return null;
  }
}
