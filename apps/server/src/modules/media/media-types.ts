/**
 * The media a course may hold (docs/decisions/anki-media.md): the images the web shows, and the sounds and
 * videos it plays with the browser's own players. Anything else is refused by the import with its name.
 */
export type MediaKind = "image" | "sound" | "video";

interface MediaType {
  mime: string;
  kind: MediaKind;
}

const BY_EXTENSION: Record<string, MediaType> = {
  png: { mime: "image/png", kind: "image" },
  jpg: { mime: "image/jpeg", kind: "image" },
  jpeg: { mime: "image/jpeg", kind: "image" },
  gif: { mime: "image/gif", kind: "image" },
  webp: { mime: "image/webp", kind: "image" },
  mp3: { mime: "audio/mpeg", kind: "sound" },
  ogg: { mime: "audio/ogg", kind: "sound" },
  oga: { mime: "audio/ogg", kind: "sound" },
  wav: { mime: "audio/wav", kind: "sound" },
  m4a: { mime: "audio/mp4", kind: "sound" },
  mp4: { mime: "video/mp4", kind: "video" },
  webm: { mime: "video/webm", kind: "video" },
};

/** The extension a stored file gets when it leaves the app again (an exported package). */
const EXTENSION_OF: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/mp4": "m4a",
  "video/mp4": "mp4",
  "video/webm": "webm",
};

/** What the refusal of an unsupported file says is supported. */
export const SUPPORTED_MEDIA = "images PNG, JPEG, GIF, WebP; sounds MP3, OGG, WAV, M4A; videos MP4, WebM";

const extensionOfName = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** The type of a file by its name (packages carry no types), or null for a file the app does not keep. */
export function mediaTypeOf(name: string): MediaType | null {
  return BY_EXTENSION[extensionOfName(name)] ?? null;
}

/** The kind of a stored type, or null when the app does not keep it. */
export function mediaKindOfMime(mime: string): MediaKind | null {
  const ext = EXTENSION_OF[mime];
  return ext ? (BY_EXTENSION[ext]?.kind ?? null) : null;
}

export const extensionOfMime = (mime: string): string => EXTENSION_OF[mime] ?? "bin";

/** The whole type of an extension, for a name whose extension is unknown: "a.flac" → "FLAC". */
export const extensionLabel = (name: string) =>
  extensionOfName(name).toUpperCase() || "a file without extension";
