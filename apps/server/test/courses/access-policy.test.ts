import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../src/db/schema/index";
import { canSeeCourse, courseVisibleTo } from "../../src/modules/courses/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, cardIdsOf, makeCard, makeUpload, uploadAs } from "./course-helpers";

// docs/decisions/access-policy.md: the owner sees their course in every state; anyone else only while it is
// public and active, learners who already studied it included.

let t: TestApp;
let owner: SignedUpUser;
let learner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, learner] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});
afterAll(() => t.close());

async function courseOf(who: SignedUpUser, state: { isPublic: boolean; isActive: boolean }) {
  const course = await uploadAs(t.app, who, makeUpload({ cards: [makeCard({ face: `Policy ${who.id}?` })] }));
  const res = await call(t.app, who, "PATCH", `/api/courses/${course.id}`, state);
  expect(res.statusCode, res.body).toBe(200);
  return course.id;
}

const STATES = [
  { isPublic: false, isActive: false },
  { isPublic: false, isActive: true },
  { isPublic: true, isActive: false },
  { isPublic: true, isActive: true },
];

describe("the one course visibility rule", () => {
  it("the SQL predicate and the row check agree on every state, for the owner and for anyone else", async () => {
    const ids = await Promise.all(STATES.map((state) => courseOf(owner, state)));
    const rows = await t.database.db.select().from(courses).where(inArray(courses.id, ids));
    for (const viewer of [owner, learner]) {
      const fromSql = await t.database.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, ids), courseVisibleTo(viewer.id)));
      const fromRows = rows.filter((row) => canSeeCourse(row, viewer.id)).map((row) => row.id);
      expect(fromSql.map((r) => r.id).sort()).toEqual([...fromRows].sort());
    }
    const seenByOthers = rows.filter((row) => canSeeCourse(row, learner.id));
    expect(seenByOthers.map((r) => [r.isPublic, r.isActive])).toEqual([[true, true]]);
    expect(rows.every((row) => canSeeCourse(row, owner.id))).toBe(true);
  });
});

describe("an inactive public course", () => {
  it("is withdrawn from a learner who studied it, everywhere, and comes back when reactivated", async () => {
    const courseId = await courseOf(owner, { isPublic: true, isActive: true });
    const [cardId] = await cardIdsOf(t.app, owner, courseId);
    const started = await call(t.app, learner, "POST", "/api/sessions/start", {
      courseIds: [courseId],
      plannedCards: 5,
    });
    expect(started.statusCode, started.body).toBe(201);
    const collection = await call(t.app, learner, "POST", `/api/collections/from-course/${courseId}`);
    expect(collection.statusCode, collection.body).toBe(201);
    const collectionId = collection.json().data.collection.id as string;

    await t.database.db.update(courses).set({ isActive: false }).where(eq(courses.id, courseId));

    const learnerSees = async () => ({
      course: (await call(t.app, learner, "GET", `/api/courses/${courseId}`)).statusCode,
      cards: (await call(t.app, learner, "GET", `/api/courses/${courseId}/cards`)).statusCode,
      listed: (await call(t.app, learner, "GET", "/api/courses/public?limit=100"))
        .json()
        .data.courses.some((c: { id: string }) => c.id === courseId),
      inAll: (await call(t.app, learner, "GET", "/api/courses?includePublic=true&limit=100"))
        .json()
        .data.courses.some((c: { id: string }) => c.id === courseId),
      session: (
        await call(t.app, learner, "POST", "/api/sessions/start", { courseIds: [courseId], plannedCards: 5 })
      ).statusCode,
      fromCourse: (await call(t.app, learner, "POST", `/api/collections/from-course/${courseId}`)).statusCode,
      collectionCards: (await call(t.app, learner, "GET", `/api/collections/${collectionId}/cards`)).json()
        .data.cards.length,
      memory: (await call(t.app, learner, "GET", `/api/analytics/cards/${cardId}`)).statusCode,
    });

    expect(await learnerSees()).toEqual({
      course: 404,
      cards: 404,
      listed: false,
      inAll: false,
      session: 404,
      fromCourse: 404,
      collectionCards: 0,
      memory: 404,
    });

    // The owner still sees and lists it; studying it waits for reactivation (400, not 404).
    expect((await call(t.app, owner, "GET", `/api/courses/${courseId}`)).statusCode).toBe(200);
    const ownList = await call(t.app, owner, "GET", "/api/courses/public?limit=100");
    expect(ownList.json().data.courses.some((c: { id: string }) => c.id === courseId)).toBe(true);
    const ownStart = await call(t.app, owner, "POST", "/api/sessions/start", {
      courseIds: [courseId],
      plannedCards: 5,
    });
    expect(ownStart.statusCode).toBe(400);

    await call(t.app, owner, "PATCH", `/api/courses/${courseId}`, { isActive: true });
    const back = await learnerSees();
    expect(back.course).toBe(200);
    expect(back.collectionCards).toBe(1);
    expect(back.listed).toBe(true);
  });

  it("a write by another user on it is 404 (not 403): its existence is not disclosed", async () => {
    const courseId = await courseOf(owner, { isPublic: true, isActive: false });
    const res = await call(t.app, learner, "PATCH", `/api/courses/${courseId}`, { isActive: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Course not found");
  });
});
