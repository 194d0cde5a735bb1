import { randomUUID } from "node:crypto";
import {
  CARD_DEFAULTS,
  COURSE_LIMITS,
  DEFAULT_COURSE_CONFIG,
  type ImportReport,
  LEVELS,
  replayReviews,
  slugify,
} from "@recall/shared";
import type { Database } from "../../db/client";
import { inChunks, nextTurn } from "../../lib/event-loop-turns";
import {
  activateCourse,
  addPositionedCards,
  discardCourse,
  insertCourseUnlessSlugTaken,
} from "../courses/index";
import type { MediaLimits } from "../media/index";
import { checkImportCard } from "./import-card";
import type { ImportCard, ImportCourse, ImportedReview, ImportPlan, ImportSkip } from "./import-plan";
import { importsRepository as repo } from "./imports.repository";
import { MediaStore } from "./media-store";

/** Cards stored per transaction; a turn of the event loop passes between batches. */
export const IMPORT_BATCH = 500;
/** Cards checked and replayed between two turns of the event loop. */
const REPLAY_CHUNK = 100;
/** Review rows per statement: one statement is CPU work on this thread with PGlite. */
const REVIEW_CHUNK = 500;

/** What the job records after each batch (in the batch's transaction). */
export interface StoreProgress {
  stored: number;
  total: number;
  /** Courses created so far: deleted if the import fails, activated when it completes. */
  courseIds: string[];
}

export interface StoreHooks {
  /** How much media the import may store (the server's MEDIA_MAX_* settings; defaults without them). */
  mediaLimits?: MediaLimits;
  /** Saves the progress inside the batch's transaction, so it is true whenever it is read. */
  saveProgress(tx: Database, progress: StoreProgress): Promise<void>;
  /** Shutdown began: stop before the next batch (the job is started over by the next worker). */
  stopRequested(): boolean;
}

const DAY_MS = 86_400_000;
/** When the source scheduled the card after a review, from the interval it logged (null: not logged). */
function dueAfter(review: ImportedReview): Date | null {
  const interval = review.intervalAfter;
  if (!interval) return null;
  const ms = "days" in interval ? interval.days * DAY_MS : interval.seconds * 1000;
  const due = new Date(review.at.getTime() + ms);
  return Number.isFinite(due.getTime()) ? due : null;
}

/** The parts a deck becomes: a course holds at most COURSE_LIMITS.maxCards cards (decision: split). */
function parts(course: ImportCourse): { name: string; cards: ImportCard[] }[] {
  const size = COURSE_LIMITS.maxCards;
  if (course.cards.length <= size) return [{ name: course.name, cards: course.cards }];
  const out = [];
  for (let i = 0; i < course.cards.length; i += size)
    out.push({ name: `${course.name} (part ${i / size + 1})`, cards: course.cards.slice(i, i + size) });
  return out;
}

/** The levels the course's cards use, in the app's order; the default level when they name none. */
function levelsOf(course: ImportCourse) {
  const used = new Set(course.cards.map((c) => c.level ?? CARD_DEFAULTS.level));
  const levels = LEVELS.filter((level) => used.has(level));
  return levels.length ? levels : [CARD_DEFAULTS.level];
}

/** Creates the course inactive (hidden from others, marked as not ready) with a slug free for the owner. */
async function createHiddenCourse(db: Database, userId: string, course: ImportCourse, name: string) {
  const base = slugify(name) || "imported-course";
  for (let n = 1; ; n++) {
    const created = await insertCourseUnlessSlugTaken(db, {
      ownerId: userId,
      name: name.slice(0, 200),
      slug: n === 1 ? base : `${base}-${n}`,
      description: course.description,
      topics: course.topics.length ? course.topics : [CARD_DEFAULTS.topic],
      levels: levelsOf(course),
      config: DEFAULT_COURSE_CONFIG,
      source: "import",
      isActive: false,
      cardCount: 0,
    });
    if (created) return created;
  }
}

/**
 * Stores a plan: courses (inactive until the job completes), cards checked by the shared card rules in
 * batches of IMPORT_BATCH per transaction, the importer's card memory replayed from each card's reviews,
 * the reviews themselves, and the media the cards show or play. Answers the report, or null when stopped.
 */
export async function storePlan(
  db: Database,
  userId: string,
  plan: ImportPlan,
  hooks: StoreHooks,
): Promise<ImportReport | null> {
  const progress: StoreProgress = {
    stored: 0,
    total: plan.courses.reduce((n, c) => n + c.cards.length, 0),
    courseIds: [],
  };
  const skipped = new Map<string, ImportSkip>();
  const skip = (what: string, reason: string) => {
    const key = `${what}\u0000${reason}`;
    const found = skipped.get(key);
    if (found) found.count += 1;
    else skipped.set(key, { what, reason, count: 1 });
  };
  const media = new MediaStore(db, userId, plan.media, skip, hooks.mediaLimits);
  const report: ImportReport = {
    courses: [],
    cards: 0,
    reviews: 0,
    media: 0,
    skipped: [],
    adjusted: plan.adjusted,
  };
  for (const course of plan.courses) {
    for (const part of parts(course)) {
      // Created and recorded together: a crash cannot leave a course the job does not know about.
      const created = await db.transaction(async (tx) => {
        const row = await createHiddenCourse(tx, userId, course, part.name);
        progress.courseIds.push(row.id);
        await hooks.saveProgress(tx, progress);
        return row;
      });
      let stored = 0;
      for (let start = 0; start < part.cards.length; start += IMPORT_BATCH) {
        if (hooks.stopRequested()) return null;
        const batch = part.cards.slice(start, start + IMPORT_BATCH);
        const links = await media.linksFor(created.id, batch);
        await db.transaction(async (tx) => {
          const cardRows = [];
          const memoryRows = [];
          const reviewRows = [];
          for (const [n, card] of batch.entries()) {
            // Checks and FSRS replay are CPU work: a turn of the event loop every REPLAY_CHUNK cards.
            if (n > 0 && n % REPLAY_CHUNK === 0) await nextTurn();
            // The readers kept only cards that pass this check (import-card.ts); a refusal here is a plan
            // built some other way, reported rather than stored.
            const checked = checkImportCard(card, links.rewrite);
            if (!checked.ok) {
              skip("card", checked.message);
              continue;
            }
            const id = randomUUID();
            cardRows.push({ ...checked.card, id, courseId: created.id, position: stored + cardRows.length });
            // The source's own schedule when the reader has one (Anki's card), else the replayed reviews.
            const memory = card.memory === undefined ? replayReviews(card.reviews) : card.memory;
            if (memory) {
              const wrong = card.reviews.filter((r) => r.grade === 1).length;
              memoryRows.push({
                ...memory,
                userId,
                cardId: id,
                timesCorrect: card.reviews.length - wrong,
                timesIncorrect: wrong,
              });
            }
            for (const [n, r] of card.reviews.entries())
              reviewRows.push({
                userId,
                cardId: id,
                reviewedAt: r.at,
                grade: r.grade,
                durationMs: Math.max(0, Math.min(2_147_483_647, Math.round(r.durationMs))),
                source: plan.format === "apkg" || plan.format === "colpkg" ? "anki" : plan.format,
                courseId: created.id,
                topic: checked.card.topic,
                level: checked.card.level,
                repsBefore: n,
                dueAfter: dueAfter(r),
              });
          }
          await addPositionedCards(tx, created.id, cardRows);
          await repo.insertMemory(tx, memoryRows);
          await inChunks(reviewRows, REVIEW_CHUNK, (chunk) => repo.insertReviews(tx, chunk));
          stored += cardRows.length;
          report.cards += cardRows.length;
          report.reviews += reviewRows.length;
          progress.stored += batch.length;
          await hooks.saveProgress(tx, progress);
        });
        await nextTurn();
      }
      if (stored === 0) {
        // Every card was refused: no empty course is left behind (the skipped list says why).
        await discardCourses(db, [created.id]);
        progress.courseIds = progress.courseIds.filter((id) => id !== created.id);
        continue;
      }
      report.courses.push({
        id: created.id,
        name: created.name,
        cards: stored,
        url: `/courses/${created.id}`,
      });
    }
  }
  report.media = media.storedCount;
  report.skipped = [...plan.skipped, ...skipped.values()];
  return report;
}

/** The import completed: its courses become active (visible to their owner as ready). */
export async function activateCourses(db: Database, courseIds: readonly string[]) {
  for (const id of courseIds) await activateCourse(db, id);
}

/** The import failed or starts over: what it stored goes (cards, memory, reviews and media cascade). */
export async function discardCourses(db: Database, courseIds: readonly string[]) {
  for (const id of courseIds) await discardCourse(db, id);
}
