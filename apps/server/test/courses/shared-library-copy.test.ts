import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, courses } from "../../src/db/schema/index";
import { COURSE_VISIBILITY_FLAGS, canSeeCourse } from "../../src/modules/courses/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "../search/search-fixtures";

// docs/decisions/access-policy.md "Cards of the shared library": searches read a card as visible to every
// learner when `cards.in_shared_library` is set, the copy of the rule's shared half that the triggers of
// migration 0036 keep. So the copy must follow every flag the rule reads, whichever way a card gets there:
// the course's flags change, a card is added to the course, a card is moved into it. The combinations come
// from the rule's own list of flags, so a flag added to the rule and not to the triggers fails here.
let t: TestApp;
let owner: SignedUpUser;
const stranger = "00000000-0000-4000-8000-000000000000";

type Flags = Record<(typeof COURSE_VISIBILITY_FLAGS)[number], boolean>;
const combinations: Flags[] = Array.from(
  { length: 2 ** COURSE_VISIBILITY_FLAGS.length },
  (_, n) =>
    Object.fromEntries(COURSE_VISIBILITY_FLAGS.map((flag, i) => [flag, Boolean(n & (1 << i))])) as Flags,
);
const label = (f: Flags) => COURSE_VISIBILITY_FLAGS.map((flag) => `${flag}=${f[flag]}`).join(" ");

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const sharedFlagOf = async (cardId: string) =>
  (
    (await t.database.db.execute(
      sql`select in_shared_library as shared from cards where id = ${cardId}`,
    )) as unknown as {
      rows: { shared: boolean }[];
    }
  ).rows[0]!.shared;

const cardIdsIn = async (courseId: string) =>
  (await t.database.db.select({ id: cards.id }).from(cards).where(eq(cards.courseId, courseId))).map(
    (r) => r.id,
  );

const setFlags = (courseId: string, flags: Flags) =>
  t.database.db.update(courses).set(flags).where(eq(courses.id, courseId));

describe("the shared-library copy on cards follows the access rule", () => {
  it("names only flags the courses table has", () => {
    for (const flag of COURSE_VISIBILITY_FLAGS) expect(courses[flag], flag).toBeDefined();
    expect(combinations).toHaveLength(2 ** COURSE_VISIBILITY_FLAGS.length);
  });

  for (const flags of combinations) {
    it(`${label(flags)}: when the course's flags change, when a card is added, when one is moved in`, async () => {
      const courseId = await courseWith(t.app, owner, [{ face: "Existing card", back: "b" }]);
      const [existing] = await cardIdsIn(courseId);
      await setFlags(courseId, flags);
      expect(await sharedFlagOf(existing!)).toBe(canSeeCourse({ ownerId: owner.id, ...flags }, stranger));

      const [added] = await t.database.db
        .insert(cards)
        .values({ courseId, position: 2, face: "Added card", back: "b", topic: "General", level: "Beginner" })
        .returning({ id: cards.id });
      expect(await sharedFlagOf(added!.id)).toBe(canSeeCourse({ ownerId: owner.id, ...flags }, stranger));

      // A card moved in from a course shown to everyone, and one from a private course.
      const publicCourse = await courseWith(t.app, owner, [{ face: "From public", back: "b" }], {
        isPublic: true,
      });
      const privateCourse = await courseWith(t.app, owner, [{ face: "From private", back: "b" }]);
      for (const from of [publicCourse, privateCourse]) {
        const [moved] = await cardIdsIn(from);
        await t.database.db.update(cards).set({ courseId }).where(eq(cards.id, moved!));
        expect(await sharedFlagOf(moved!)).toBe(canSeeCourse({ ownerId: owner.id, ...flags }, stranger));
      }
    });
  }
});
