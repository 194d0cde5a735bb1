import { useAuthStore } from "../stores/auth-store";
import { API_PREFIX } from "./api-client";

/**
 * Images the app stores for cards (imported decks), served by GET /api/media/<uuid> to whoever may see the
 * card's course. The API authenticates with a Bearer token, which an <img src> cannot send, so the image is
 * fetched with it and shown as a data: URL (CSP img-src 'self' data:; docs/decisions/card-images.md).
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
