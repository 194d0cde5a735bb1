/** Files a course's cards show or play (imported media), served to whoever may see the course. */

export type { MediaRow } from "./media.repository";
export { mediaRoutes } from "./media.routes";
export { getVisibleMedia, MEDIA_URL_ID, mediaUrl, storeMediaFile, visibleMediaByIds } from "./media.service";
export { DEFAULT_MEDIA_LIMITS, type MediaLimits, mediaLimitsOf, sizeLabel } from "./media-limits";
export {
  extensionLabel,
  extensionOfMime,
  type MediaKind,
  mediaKindOfMime,
  mediaTypeOf,
  SUPPORTED_MEDIA,
} from "./media-types";
