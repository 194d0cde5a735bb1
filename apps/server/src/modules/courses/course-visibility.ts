import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { cards, courses } from "../../db/schema/index";

/**
 * The one rule for who may see a course and its cards (docs/decisions/access-policy.md): the owner sees
 * their course whatever its state; anyone else sees it only while it is public AND active. An inactive
 * course is withdrawn for everyone but its owner, learners who studied it included (their answers stay
 * and count again when the owner reactivates it). A course whose upload is still writing its cards
 * (`isPending`) is seen by nobody, its owner included: it exists only to hold the cards until the upload
 * is whole. Written once, as data, so the SQL predicate for queries and the check for loaded rows cannot
 * drift apart.
 */
const SHOWN_TO_OTHERS_WHEN = { isPublic: true, isActive: true } as const;
type ShownToOthersFlag = keyof typeof SHOWN_TO_OTHERS_WHEN;
const SHOWN_TO_ANYONE_WHEN = { isPending: false } as const;
type ShownToAnyoneFlag = keyof typeof SHOWN_TO_ANYONE_WHEN;

/** What a loaded course row must carry for the rule: its owner and the flags the rule reads. */
export type CourseVisibilityFacts = { ownerId: string } & Record<
  ShownToOthersFlag | ShownToAnyoneFlag,
  boolean
>;

const FLAGS = Object.keys(SHOWN_TO_OTHERS_WHEN) as ShownToOthersFlag[];
const ANYONE_FLAGS = Object.keys(SHOWN_TO_ANYONE_WHEN) as ShownToAnyoneFlag[];
/** Every course flag the rule reads: what the shared-library copy on the cards must follow. */
export const COURSE_VISIBILITY_FLAGS: readonly (ShownToOthersFlag | ShownToAnyoneFlag)[] = [
  ...FLAGS,
  ...ANYONE_FLAGS,
];

/** The rule for a loaded course row. */
export function canSeeCourse(course: CourseVisibilityFacts, userId: string): boolean {
  return (
    ANYONE_FLAGS.every((flag) => course[flag] === SHOWN_TO_ANYONE_WHEN[flag]) &&
    (course.ownerId === userId || FLAGS.every((flag) => course[flag] === SHOWN_TO_OTHERS_WHEN[flag]))
  );
}

/**
 * The rule as a SQL predicate over the `courses` table (join it on a card's course to filter cards):
 * `is_pending = false and (owner_id = :user or (is_public = true and is_active = true))`.
 */
export function courseVisibleTo(userId: string): SQL {
  const shown = and(...FLAGS.map((flag) => eq(courses[flag], SHOWN_TO_OTHERS_WHEN[flag])));
  const whole = and(...ANYONE_FLAGS.map((flag) => eq(courses[flag], SHOWN_TO_ANYONE_WHEN[flag])));
  return and(whole, or(eq(courses.ownerId, userId), shown)) as SQL;
}

/** The owner's own courses they may see: every one but a pending upload. */
export function ownCoursesOf(userId: string): SQL {
  return and(eq(courses.ownerId, userId), courseVisibleTo(userId)) as SQL;
}

/**
 * The rule for cards, in two halves a search can read from indexes (docs/decisions/access-policy.md
 * "Cards of the shared library"): a card is visible to `userId` when its course is one of their own
 * courses they may see (`ownCourseIdsOf`), or when it is in the shared library (`cardInSharedLibrary`).
 */
export const ownCourseIdsOf = (userId: string): SQL =>
  sql`array(select ${courses.id} from ${courses} where ${ownCoursesOf(userId)})`;

/**
 * The half of the rule that is the same for every learner (a course shown to others and to anyone:
 * public, active, not pending), copied onto each card as `cards.in_shared_library` by the triggers of
 * migration 0036, so a partial index can hold exactly those cards. The copy follows every flag in
 * `COURSE_VISIBILITY_FLAGS` (test/courses/shared-library-copy.test.ts compares it with `canSeeCourse` for
 * each combination); a new flag in the rule needs the triggers to read it too.
 */
export const cardInSharedLibrary: SQL = sql`${cards}.in_shared_library`;
