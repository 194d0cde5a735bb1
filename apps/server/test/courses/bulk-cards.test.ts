import { BULK_CARD_LIMIT } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, cardIdsOf, counts, makeCard, makeUpload, setPublic, uploadAs } from "./course-helpers";

// requirements C2 "Course card editor": a bulk bar with Move/Copy and Delete; requirements C8 '{n} cards deleted',
// '{n} cards moved', '{n} cards copied'. Each is one call and one transaction.

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  // A course named "Explode" fails when its card count changes: the failure comes after the cards were
  // already moved, copied or deleted in the same transaction, so it tests the rollback of a half-done call.
  await t.database.sql.query(`create or replace function bulk_test_explode() returns trigger as $$
    begin
      if new.name = 'Explode' and new.card_count <> old.card_count then raise exception 'bulk test: explode'; end if;
      return new;
    end $$ language plpgsql`);
  await t.database.sql.query(
    "create trigger bulk_test_explode before update on courses for each row execute function bulk_test_explode()",
  );
});
afterAll(() => t.close());

const cards3 = [
  makeCard({ face: "One?", back: "1", topic: "Numbers" }),
  makeCard({ face: "Two?", back: "2", topic: "Numbers", level: "Intermediate" }),
  makeCard({ face: "Three?", back: "3", topic: "Counting" }),
];

async function pair(who = owner, targetName = "Target") {
  const source = await uploadAs(t.app, who, makeUpload({ name: "Source", cards: cards3 }));
  const target = await uploadAs(t.app, who, makeUpload({ name: targetName }, 2));
  return { source, target, ids: await cardIdsOf(t.app, who, source.id) };
}

const bulk = (who: SignedUpUser | null, courseId: string, action: string, body: unknown) =>
  call(t.app, who, "POST", `/api/courses/${courseId}/cards/bulk-${action}`, body);

async function faces(courseId: string) {
  const res = await call(t.app, owner, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  return (res.json().data.cards as { face: string; position: number }[]).map((c) => c.face);
}

describe("bulk move", () => {
  it("moves the chosen cards to the end of the target in course order, one call, counts kept exact", async () => {
    const { source, target, ids } = await pair();
    const res = await bulk(owner, source.id, "move", {
      cardIds: [ids[2], ids[0]],
      targetCourseId: target.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ count: 2, cardIds: [ids[0], ids[2]] });
    expect(await faces(source.id)).toEqual(["Two?"]);
    expect(await faces(target.id)).toEqual(["Question 1?", "Question 2?", "One?", "Three?"]);
    expect(await counts(t.database, source.id)).toEqual({ stored: 1, actual: 1 });
    expect(await counts(t.database, target.id)).toEqual({ stored: 4, actual: 4 });
    const course = (await call(t.app, owner, "GET", `/api/courses/${target.id}`)).json().data.course;
    expect(course.topics).toEqual(expect.arrayContaining(["Numbers", "Counting"]));
  });

  it("a card that is not in the source course: 404 and nothing moves", async () => {
    const { source, target, ids } = await pair();
    const elsewhere = (await cardIdsOf(t.app, owner, target.id))[0];
    const res = await bulk(owner, source.id, "move", {
      cardIds: [ids[0], elsewhere],
      targetCourseId: target.id,
    });
    expect(res.statusCode).toBe(404);
    expect(await faces(source.id)).toEqual(["One?", "Two?", "Three?"]);
  });

  it("the same course as target is a 400 on targetCourseId", async () => {
    const { source, ids } = await pair();
    const res = await bulk(owner, source.id, "move", { cardIds: ids, targetCourseId: source.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("targetCourseId");
  });
});

describe("bulk copy", () => {
  it("copies with every field; links among the copied cards follow the copies", async () => {
    const source = await uploadAs(t.app, owner, makeUpload({ name: "Linked", cards: cards3 }));
    const target = await uploadAs(t.app, owner, makeUpload({ name: "Copies" }, 1));
    const ids = await cardIdsOf(t.app, owner, source.id);
    const link = await call(t.app, owner, "PATCH", `/api/courses/${source.id}/cards/${ids[0]}`, {
      relatedConcepts: [{ title: "Two", teaser: "next", cardIds: [ids[1], ids[2]] }],
      explanationRight: "Because one.",
    });
    expect(link.statusCode, link.body).toBe(200);
    const res = await bulk(owner, source.id, "copy", {
      cardIds: [ids[0], ids[1]],
      targetCourseId: target.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [copyOne, copyTwo] = res.json().data.cardIds as string[];
    const copied = (await call(t.app, owner, "GET", `/api/courses/${target.id}/cards?limit=100`)).json().data
      .cards as { id: string; explanationRight: string; relatedConcepts: { cardIds: string[] }[] }[];
    const one = copied.find((c) => c.id === copyOne)!;
    expect(one.explanationRight).toBe("Because one.");
    // ids[1] was copied too, so the link follows it; ids[2] was not, so the link still names the original.
    expect(one.relatedConcepts[0]!.cardIds).toEqual([copyTwo, ids[2]]);
    expect(await faces(source.id)).toEqual(["One?", "Two?", "Three?"]);
    expect(await counts(t.database, target.id)).toEqual({ stored: 3, actual: 3 });
  });
});

describe("bulk delete", () => {
  it("deletes the chosen cards, repeated ids count once", async () => {
    const { source, ids } = await pair();
    const res = await bulk(owner, source.id, "delete", { cardIds: [ids[0], ids[0], ids[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(await faces(source.id)).toEqual(["Three?"]);
    expect(await counts(t.database, source.id)).toEqual({ stored: 1, actual: 1 });
  });
});

describe("a failure half-way leaves nothing half-done", () => {
  it.each(["move", "copy"])(
    "%s: the target's update fails after the cards were written: all rolled back",
    async (action) => {
      const { source, target, ids } = await pair(owner, "Explode");
      const before = await faces(target.id);
      const res = await bulk(owner, source.id, action, { cardIds: ids, targetCourseId: target.id });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(await faces(source.id)).toEqual(["One?", "Two?", "Three?"]);
      expect(await faces(target.id)).toEqual(before);
      expect(await counts(t.database, source.id)).toEqual({ stored: 3, actual: 3 });
      expect(await counts(t.database, target.id)).toEqual({ stored: 2, actual: 2 });
    },
  );

  it("delete: the count update fails after the rows were deleted: all rolled back", async () => {
    const source = await uploadAs(t.app, owner, makeUpload({ name: "Explode", cards: cards3 }));
    const ids = await cardIdsOf(t.app, owner, source.id);
    const res = await bulk(owner, source.id, "delete", { cardIds: ids });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await faces(source.id)).toEqual(["One?", "Two?", "Three?"]);
  });
});

describe("who may, and what is refused", () => {
  it("401 without a token", async () => {
    const { source, ids } = await pair();
    expect((await bulk(null, source.id, "delete", { cardIds: ids })).statusCode).toBe(401);
  });

  it("another user's private course is 404, a public one is 403 (source or target); nothing changes", async () => {
    const { source, target, ids } = await pair();
    expect((await bulk(other, source.id, "delete", { cardIds: ids })).statusCode).toBe(404);
    await setPublic(t.app, owner, source.id);
    expect((await bulk(other, source.id, "delete", { cardIds: ids })).statusCode).toBe(403);
    const mine = await uploadAs(t.app, other, makeUpload({ name: "Mine" }, 1));
    const mineIds = await cardIdsOf(t.app, other, mine.id);
    // Into someone else's course: private 404, public 403.
    expect(
      (await bulk(other, mine.id, "move", { cardIds: mineIds, targetCourseId: target.id })).statusCode,
    ).toBe(404);
    await setPublic(t.app, owner, target.id);
    expect(
      (await bulk(other, mine.id, "copy", { cardIds: mineIds, targetCourseId: target.id })).statusCode,
    ).toBe(403);
    expect(await faces(source.id)).toEqual(["One?", "Two?", "Three?"]);
    expect(await cardIdsOf(t.app, other, mine.id)).toEqual(mineIds);
  });

  it.each([
    [{}, "cardIds"],
    [{ cardIds: [] }, "cardIds"],
    [{ cardIds: ["not-an-id"] }, "cardIds.0"],
    [{ cardIds: Array.from({ length: BULK_CARD_LIMIT + 1 }, () => crypto.randomUUID()) }, "cardIds"],
    [{ cardIds: [crypto.randomUUID()], extra: 1 }, "extra"],
  ])("400 for %#", async (body, field) => {
    const { source } = await pair();
    const res = await bulk(owner, source.id, "delete", body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  });

  it("move needs a target id", async () => {
    const { source, ids } = await pair();
    const res = await bulk(owner, source.id, "move", { cardIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("targetCourseId");
  });
});
