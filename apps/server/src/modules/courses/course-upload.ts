import { and, eq, lt, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courses } from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import { nextTurn } from "../../lib/event-loop-turns";
import type { UploadOptions } from "./course.service";
import { validateUploadOrThrow } from "./course.service";
import { type CourseWithOwner, coursesRepository as repo } from "./courses.repository";

/**
 * A pending course older than this is an upload that died (the process was killed mid-write): it is
 * deleted at start-up. Its owner uploading the slug again reclaims it sooner (reclaimDeadUpload). A
 * 10,000-card upload writes in a few seconds.
 */
export const ABANDONED_UPLOAD_MS = 10 * 60_000;

/**
 * A live upload touches its course after every HEARTBEAT_CARDS cards (a few hundred milliseconds of
 * writing); one untouched for SILENT_UPLOAD_MS has no writer left in any process.
 */
const HEARTBEAT_CARDS = 500;
export const SILENT_UPLOAD_MS = 30_000;
/** When this process started: a pending course last touched before then was written by a process now gone. */
const PROCESS_STARTED_AT = new Date(Date.now() - process.uptime() * 1000);
/** The pending courses this process is writing right now (never reclaimed from under their writer). */
const writing = new Set<string>();

/**
 * Creates a course from upload JSON, validated by the same function the web uses. Used by
 * POST /courses/upload, AI generation and the seed. The slug is unique per owner (the unique index decides,
 * so two concurrent uploads cannot both win).
 *
 * Written in pieces: the course row first, as pending (nobody sees it, course-visibility.ts),
 * then the cards a chunk per statement, then the flip to visible. Each statement commits on its own, so
 * on PGlite's single connection other users' queries run between the chunks instead of waiting seconds
 * for one transaction. All or nothing still holds for readers: a failure deletes the course and its
 * cards; a process killed mid-write leaves a pending course nobody sees, swept after ABANDONED_UPLOAD_MS
 * or reclaimed at once by its owner's next upload of the slug.
 * Inside a caller's transaction (the seed) the same steps simply run in that transaction.
 */
export async function uploadCourse(
  db: Database,
  ownerId: string,
  json: unknown,
  opts: UploadOptions = {},
): Promise<{ course: CourseWithOwner; cardCount: number }> {
  const upload = await validateUploadOrThrow(json);
  const row = {
    ownerId,
    name: upload.name,
    slug: upload.slug,
    description: upload.description,
    topics: upload.topics,
    levels: upload.levels,
    config: upload.config,
    source: opts.source ?? "upload",
    isPublic: opts.isPublic ?? false,
    isActive: opts.isActive ?? true,
    isPending: true,
    cardCount: upload.cards.length,
  };
  let course = await repo.insertCourse(db, row);
  if (!course && (await reclaimDeadUpload(db, ownerId, upload.slug)) > 0) {
    course = await repo.insertCourse(db, row);
  }
  if (!course) {
    throw conflict(`You already have a course with the slug "${upload.slug}". Choose another slug.`);
  }
  const courseId = course.id;
  writing.add(courseId);
  try {
    const rows = upload.cards.map((card, position) => ({ ...card, courseId, position }));
    for (let start = 0; start < rows.length; start += HEARTBEAT_CARDS) {
      await repo.addCards(db, rows.slice(start, start + HEARTBEAT_CARDS));
      await db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
      // A turn between the pieces as between the insert's own chunks: other requests run meanwhile.
      await nextTurn();
    }
    await db.update(courses).set({ isPending: false, updatedAt: new Date() }).where(eq(courses.id, courseId));
  } catch (err) {
    // The cards written so far go with the course (on delete cascade); a failure of this delete is
    // left to the sweep, the upload's own error is what the caller needs.
    await repo.deleteCourse(db, courseId).catch(() => undefined);
    throw err;
  } finally {
    writing.delete(courseId);
  }
  const withOwner = (await repo.findCourseWithOwner(db, courseId))!;
  return { course: withOwner, cardCount: upload.cards.length };
}

/**
 * The owner uploads a slug again while a pending course of theirs holds it: deleted at once when its
 * writer is gone, so a re-upload after a killed process is never refused. Gone means: not being written by
 * this process, and last touched before this process started (a killed single process) or SILENT_UPLOAD_MS
 * ago (a writer in another process stops touching it when it dies). A live upload keeps its slug (409).
 */
async function reclaimDeadUpload(db: Database, ownerId: string, slug: string): Promise<number> {
  const silentSince = new Date(Date.now() - SILENT_UPLOAD_MS);
  const deleted = await db
    .delete(courses)
    .where(
      and(
        eq(courses.isPending, true),
        eq(courses.ownerId, ownerId),
        eq(courses.slug, slug),
        writing.size > 0 ? notInArray(courses.id, [...writing]) : undefined,
        or(lt(courses.updatedAt, PROCESS_STARTED_AT), lt(courses.updatedAt, silentSince)),
      ),
    )
    .returning({ id: courses.id });
  return deleted.length;
}

/**
 * Deletes pending courses whose upload died: older than ABANDONED_UPLOAD_MS (all of them, or the one
 * holding `slug` for `ownerId`). Answers how many were deleted.
 */
export async function deleteAbandonedUploads(
  db: Database,
  only?: { ownerId: string; slug: string },
): Promise<number> {
  const cutoff = new Date(Date.now() - ABANDONED_UPLOAD_MS);
  const deleted = await db
    .delete(courses)
    .where(
      and(
        eq(courses.isPending, true),
        lt(courses.updatedAt, cutoff),
        only ? and(eq(courses.ownerId, only.ownerId), eq(courses.slug, only.slug)) : undefined,
      ),
    )
    .returning({ id: courses.id });
  return deleted.length;
}
