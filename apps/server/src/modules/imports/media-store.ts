import type { Database } from "../../db/client";
import {
  DEFAULT_MEDIA_LIMITS,
  extensionLabel,
  type MediaLimits,
  mediaKindOfMime,
  mediaUrl,
  SUPPORTED_MEDIA,
  sizeLabel,
  storeMediaFile,
} from "../media/index";
import type { ImportCard, ImportMedia, ImportSkip } from "./import-plan";

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

const tooLarge = (what: string, size: number, limits: MediaLimits) => ({
  what: `${what} (${sizeLabel(size)})`,
  reason: `larger than the ${sizeLabel(limits.fileBytes)} one media file may be`,
});

/**
 * Why a file of the package is left out whatever course it lands in: a type the app does not keep, or a
 * declared size over the per-file limit. The preview lists these; the job refuses them in the same words.
 */
export function fileRefusal(
  media: ImportMedia,
  limits: MediaLimits,
): { what: string; reason: string } | null {
  const kind = mediaKindOfMime(media.mime);
  if (!kind)
    return {
      what: `file "${media.name}"`,
      reason: `${extensionLabel(media.name)} files are not kept (the app keeps ${SUPPORTED_MEDIA})`,
    };
  if (media.size > limits.fileBytes) return tooLarge(`${kind} "${media.name}"`, media.size, limits);
  return null;
}

/** The preview's list of the files `fileRefusal` leaves out, named as the job's report names them. */
export function previewRefusals(media: readonly ImportMedia[], limits: MediaLimits): ImportSkip[] {
  const out = new Map<string, ImportSkip>();
  let named = 0;
  for (const m of media) {
    const refusal = fileRefusal(m, limits);
    if (!refusal) continue;
    named += 1;
    const what = named <= NAMED_REFUSALS ? refusal.what : "other media files";
    const key = `${what}\u0000${refusal.reason}`;
    const found = out.get(key);
    if (found) found.count += 1;
    else out.set(key, { what, reason: refusal.reason, count: 1 });
  }
  return [...out.values()];
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
    const refused = fileRefusal(media, this.limits);
    if (refused) return this.refuse(refused.what, refused.reason);
    const kind = mediaKindOfMime(media.mime);
    if (this.bytes + media.size > this.limits.importBytes)
      return this.refuse(
        `${kind} "${name}" (${sizeLabel(media.size)})`,
        `past the ${sizeLabel(this.limits.importBytes)} of media one import may store`,
      );
    const bytes = await media.read();
    if (bytes.byteLength > this.limits.fileBytes) {
      const over = tooLarge(`${kind} "${name}"`, bytes.byteLength, this.limits);
      return this.refuse(over.what, over.reason);
    }
    this.bytes += bytes.byteLength;
    this.storedCount += 1;
    return storeMediaFile(this.db, {
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
