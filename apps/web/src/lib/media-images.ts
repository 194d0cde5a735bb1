import { useAuthStore } from "../stores/auth-store";
import { API_PREFIX } from "./api-client";

/**
 * Media the app stores for cards (imported decks), served by GET /api/media/<uuid> to whoever may see the
 * card's course. The API authenticates with a Bearer token, which an <img src> or <audio src> cannot send,
 * so the file is fetched with it: an image is shown as a data: URL (CSP img-src 'self' data:), a sound or
 * video is played from a blob: URL (CSP media-src 'self' blob:), docs/decisions/card-images.md and
 * anki-media.md.
 */
export const APP_MEDIA_URL =
  /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** One fetch per image per page load; a failed one is tried again next time. */
const loaded = new Map<string, Promise<string | null>>();

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The image as a data: URL, or null when it cannot be shown (gone, not visible, not an image). */
export function loadMediaImage(id: string): Promise<string | null> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const token = useAuthStore.getState().token;
  const promise = fetch(`${API_PREFIX}/media/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
    .then(async (res) => {
      const type = res.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
      if (!res.ok || !IMAGE_TYPES.has(type)) return null;
      return asDataUrl(new Blob([await res.arrayBuffer()], { type }));
    })
    .catch(() => null);
  loaded.set(id, promise);
  void promise.then((url) => {
    if (url === null) loaded.delete(id);
  });
  return promise;
}

/** What a `[sound:/api/media/<uuid>]` marker plays: a sound, or a video (Anki marks both the same way). */
export interface PlayableMedia {
  url: string;
  kind: "sound" | "video";
}

/** The marker of a stored sound or video in card text (written by the import). */
export const APP_SOUND_MARKER =
  /^\[sound:\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/i;

const PLAYABLE_TYPES: Record<string, PlayableMedia["kind"]> = {
  "audio/mpeg": "sound",
  "audio/ogg": "sound",
  "audio/wav": "sound",
  "audio/mp4": "sound",
  "video/mp4": "video",
  "video/webm": "video",
};

/** One fetch per file per page load, kept as a blob: URL for the page's life; a failed one is tried again. */
const playable = new Map<string, Promise<PlayableMedia | null>>();

/** The sound or video as a blob: URL with its kind, or null when it cannot be played (gone, not visible). */
export function loadMediaPlayable(id: string): Promise<PlayableMedia | null> {
  const cached = playable.get(id);
  if (cached) return cached;
  const token = useAuthStore.getState().token;
  const promise = fetch(`${API_PREFIX}/media/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
    .then(async (res) => {
      const type = res.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
      const kind = PLAYABLE_TYPES[type];
      if (!res.ok || !kind) return null;
      const url = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type }));
      return { url, kind };
    })
    .catch(() => null);
  playable.set(id, promise);
  void promise.then((media) => {
    if (media === null) playable.delete(id);
  });
  return promise;
}
