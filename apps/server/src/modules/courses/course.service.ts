import {
  COURSE_PAGE,
  type CourseSource,
  type ExportCourseResponse,
  type UpdateCourseBody,
  type ValidatedCourseUpload,
  validateCourseUploadPaced,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { inChunks, nextTurn } from "../../lib/event-loop-turns";
import { presentExportedCard } from "./card.presenter";
import { requireOwnedCourse, requireReadableCourse } from "./course-access";
import { type CardRow, type CourseWithOwner, coursesRepository as repo } from "./courses.repository";

export interface UploadOptions {
  source?: CourseSource;
  isPublic?: boolean;
  isActive?: boolean;
}

/**
 * Runs the shared upload checks; a failure is a 400 whose message names the rule (and the card, 1-based)
 * and whose `fields` name the field at fault (`cards.2.face`).
 */
export async function validateUploadOrThrow(json: unknown): Promise<ValidatedCourseUpload> {
  // Checked a chunk of cards per turn of the event loop: a 5,000-card body is ~0.1 s of checks.
  const result = await validateCourseUploadPaced(json, nextTurn);
  if (result.ok) return result.course;
  throw new AppError("VALIDATION_ERROR", result.message, result.fields);
}

export function listCourses(
  db: Database,
  userId: string,
  query: { isActive?: boolean; isPublic?: boolean; includePublic?: boolean; limit?: number; offset?: number },
) {
  // With everyone's public courses the list is paged; the user's own list stays whole unless asked.
  const limit = query.limit ?? (query.includePublic ? COURSE_PAGE.defaultLimit : undefined);
  const { includePublic, ...filters } = query;
  return repo.listCourses(db, {
    viewerId: userId,
    scope: includePublic ? "visible" : "own",
    ...filters,
    limit,
  });
}

/**
 * Public courses the viewer may see (course-visibility.ts): everyone's active ones and the viewer's own,
 * active or not; one page (COURSE_PAGE) at a time.
 */
export function listPublicCourses(
  db: Database,
  userId: string,
  query: { isActive?: boolean; limit?: number; offset?: number },
) {
  return repo.listCourses(db, {
    viewerId: userId,
    scope: "public",
    isActive: query.isActive,
    limit: query.limit ?? COURSE_PAGE.defaultLimit,
    offset: query.offset,
  });
}

export const getCourse = requireReadableCourse;

export async function updateCourse(
  db: Database,
  courseId: string,
  userId: string,
  body: z.output<typeof UpdateCourseBody>,
): Promise<CourseWithOwner> {
  return db.transaction(async (tx) => {
    const course = await requireOwnedCourse(tx, courseId, userId, { lock: true });
    const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (body.config) patch.config = { ...course.config, ...body.config };
    if (Object.keys(patch).length > 0) await repo.updateCourse(tx, courseId, patch);
    return (await repo.findCourseWithOwner(tx, courseId))!;
  });
}

/** Deletes the course and all its cards; answers how many cards went. */
export async function deleteCourse(db: Database, courseId: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await requireOwnedCourse(tx, courseId, userId, { lock: true });
    const deletedCards = await repo.deleteCardsOfCourse(tx, courseId);
    await repo.deleteCourse(tx, courseId);
    return deletedCards;
  });
}

/** Cards read (and presented) per turn of the event loop by an export. */
const EXPORT_PAGE = 250;

/**
 * A course the user may read and all its cards in position order, for the exports (JSON here, Anki and
 * CSV in modules/exports). The cards are read a page at a time by id with a turn of the event loop
 * between pages (with PGlite reading 5,000 cards at once held the thread for ~1 s), in one
 * repeatable-read transaction, so the pages are one snapshot of the course.
 */
export async function readCourseForExport(
  db: Database,
  courseId: string,
  userId: string,
): Promise<{ course: CourseWithOwner; cards: CardRow[] }> {
  return db.transaction(
    async (tx) => {
      const course = await requireReadableCourse(tx, courseId, userId);
      const cards: CardRow[] = [];
      await inChunks(await repo.listCardIds(tx, courseId), EXPORT_PAGE, async (ids) => {
        cards.push(...(await repo.findCardsInOrder(tx, courseId, ids)));
      });
      return { course, cards };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The course as upload JSON: uploading it again (with a new slug) recreates every field. */
export async function exportCourse(
  db: Database,
  courseId: string,
  userId: string,
): Promise<ExportCourseResponse> {
  const { course, cards } = await readCourseForExport(db, courseId, userId);
  return courseAsExport(course, cards);
}

/** A course read by `readCourseForExport` as upload JSON (the data export packs it without reading again). */
export function courseAsExport(course: CourseWithOwner, cards: CardRow[]): ExportCourseResponse {
  return {
    name: course.name,
    slug: course.slug,
    description: course.description,
    topics: course.topics,
    levels: course.levels,
    config: course.config,
    cards: cards.map(presentExportedCard),
  };
}
