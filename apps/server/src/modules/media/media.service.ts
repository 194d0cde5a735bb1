import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { canSeeCourse, findCourseRow } from "../courses/index";
import { type MediaRow, type NewMediaFile, mediaRepository as repo } from "./media.repository";

/** Where a stored file is served; card text refers to it (`![](…)` for images, `[sound:…]` to play). */
export const mediaUrl = (id: string) => `/api/media/${id}`;

/** A stored file's id in card text: `/api/media/<uuid>` exactly. */
export const MEDIA_URL_ID =
  /\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-z-])/gi;

/** Stores one file of a course (an import's media); answers its id. */
export const storeMediaFile = (db: Database, row: NewMediaFile): Promise<string> => repo.insert(db, row);

/**
 * A course's files follow the course (the courses module's one rule): whoever may see the course may have
 * them, anyone else gets the 404 of a missing file.
 */
export async function getVisibleMedia(db: Database, id: string, userId: string): Promise<MediaRow> {
  const media = await repo.find(db, id);
  const course = media ? await findCourseRow(db, media.courseId) : null;
  if (!media || !course || !canSeeCourse(course, userId)) throw notFound("Media file");
  return media;
}

/** The files of `ids` the user may see (an export takes these; the others stay out of the package). */
export async function visibleMediaByIds(db: Database, ids: readonly string[], userId: string) {
  const rows = await repo.findMany(db, [...new Set(ids.map((id) => id.toLowerCase()))]);
  const seen = new Map<string, boolean>();
  const out: MediaRow[] = [];
  for (const row of rows) {
    if (!seen.has(row.courseId)) {
      const course = await findCourseRow(db, row.courseId);
      seen.set(row.courseId, course !== null && canSeeCourse(course, userId));
    }
    if (seen.get(row.courseId)) out.push(row);
  }
  return out;
}
