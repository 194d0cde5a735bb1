import { COURSE_LIMITS, type MergeExecuteBody, type MergeResult, slugify } from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { badRequestOn } from "../../lib/errors";
import { type CourseRow, copyCardsInto, insertCourseUnlessSlugTaken } from "../courses/index";
import { confirmedPlan } from "./confirmed-plan";
import { type MemoryRow, mergeRepository } from "./merge.repository";
import { namesFallback } from "./merge-analysis.service";
import type { MergePlan } from "./merge-plan";
import { loadMergeSources } from "./merge-sources";

/** Tries of a free slug: "x", "x-2", ... "x-50". */
const SLUG_TRIES = 50;

/** The stronger memory: reviewed beats new, then the higher stability, then the later review. */
function better(a: MemoryRow, b: MemoryRow): MemoryRow {
  if (a.reps > 0 !== b.reps > 0) return a.reps > 0 ? a : b;
  if (a.stability !== b.stability) return a.stability > b.stability ? a : b;
  return (a.lastReview?.getTime() ?? 0) >= (b.lastReview?.getTime() ?? 0) ? a : b;
}

/**
 * The owner's memory of the merged cards: each merged card inherits the best memory the owner had of it or
 * of any duplicate it replaces (docs/decisions/merge.md). Other learners' memory stays on the source cards.
 */
async function inheritMemory(db: Database, userId: string, plan: MergePlan, copyOf: Map<string, string>) {
  const sources = [...plan.kept.map((c) => c.id), ...plan.keptFor.keys()];
  const best = new Map<string, MemoryRow>();
  for (const row of await mergeRepository.memoryOf(db, userId, sources)) {
    const kept = plan.keptFor.get(row.cardId) ?? row.cardId;
    const seen = best.get(kept);
    best.set(kept, seen ? better(seen, row) : row);
  }
  const rows = [...best].map(([kept, row]) => ({ ...row, cardId: copyOf.get(kept)!, updatedAt: new Date() }));
  await mergeRepository.insertMemory(db, rows);
  return rows.length;
}

/** Creates the course under the first free slug of `base` (unique per owner). */
async function createCourse(
  db: Database,
  base: string,
  fields: Omit<CourseRow, "id" | "slug" | "createdAt" | "updatedAt" | "cardCount" | "isPending">,
) {
  for (let n = 1; n <= SLUG_TRIES; n += 1) {
    const suffix = n === 1 ? "" : `-${n}`;
    const slug = `${base.slice(0, COURSE_LIMITS.slug - suffix.length).replace(/-$/, "")}${suffix}`;
    const created = await insertCourseUnlessSlugTaken(db, { ...fields, slug });
    if (created) return created;
  }
  throw badRequestOn(
    "confirmedAnalysis.suggestedSlug",
    "You already have courses with this slug. Choose another.",
  );
}

/**
 * POST /ai-content/merge/execute (requirements C3, C7): in one transaction, a new private course of the owner with
 * the cards the confirmed analysis keeps (all their fields, related-concept links remapped to the merged
 * cards), the owner's best memory of each, and the confirmed name, slug and description. The source
 * courses are kept as they are (docs/decisions/merge.md). No model call.
 */
export async function executeMerge(
  db: Database,
  userId: string,
  body: z.output<typeof MergeExecuteBody>,
): Promise<MergeResult> {
  return db.transaction(async (tx) => {
    const { courses, cardsByCourse } = await loadMergeSources(tx, userId, body.courseIds, { lock: true });
    const plan = confirmedPlan(courses, cardsByCourse, body.confirmedAnalysis);
    if (plan.kept.length > COURSE_LIMITS.maxCards) {
      throw badRequestOn(
        "courseIds",
        `The merged course would have ${plan.kept.length} cards; a course holds at most ${COURSE_LIMITS.maxCards}.`,
      );
    }
    const { suggestedName, suggestedSlug, suggestedDescription } = body.confirmedAnalysis;
    const name = suggestedName.trim();
    const base = slugify(suggestedSlug ?? "") || slugify(name) || namesFallback(courses).slug;
    const course = await createCourse(tx, base, {
      ownerId: userId,
      name,
      description: (suggestedDescription ?? "").trim(),
      topics: plan.topics.slice(0, COURSE_LIMITS.topics),
      levels: plan.levels,
      config: courses[0]!.config,
      isActive: true,
      isPublic: false,
      source: "merge",
    });
    const { copyOf } = await copyCardsInto(tx, course, plan.kept, plan.keptFor);
    await inheritMemory(tx, userId, plan, copyOf);
    return {
      mergedCardCount: plan.kept.length,
      duplicatesSkipped: plan.pairs.length,
      sourceCourses: courses.map((c) => ({ id: c.id, name: c.name })),
      newCourseId: course.id,
      newCourseSlug: course.slug,
    };
  });
}
