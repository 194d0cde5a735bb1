import { MERGE_MESSAGES } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardMemory } from "../../src/db/schema/index";
import { call, counts, makeCard, makeUpload, setPublic, uploadAs } from "../courses/course-helpers";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { analysisOf, execute, twoCourses } from "./support";

// requirements C3 Merge result: mergedCardCount, sourceCourses, newCourseId; requirements C7 POST /ai-content/merge/execute
// {courseIds, confirmedAnalysis}; requirements C6 only the owner's courses. No model call: it works without AI too.

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});
afterAll(() => t.close());

const confirmed = {
  suggestedName: "Life Science",
  suggestedSlug: "life-science",
  suggestedDescription: "All of it.",
};

type StoredCard = {
  id: string;
  face: string;
  back: string;
  topic: string;
  explanationRight: string | null;
  conceptExplainer: unknown;
  relatedConcepts: { title: string; cardIds: string[] }[];
};

async function cardsOf(who: SignedUpUser, courseId: string): Promise<StoredCard[]> {
  return (await call(t.app, who, "GET", `/api/courses/${courseId}/cards?limit=1000`)).json().data.cards;
}

async function memory(userId: string, cardId: string, fields: Partial<typeof cardMemory.$inferInsert>) {
  await t.database.db.insert(cardMemory).values({
    userId,
    cardId,
    due: new Date("2026-12-01T00:00:00Z"),
    stability: 1,
    difficulty: 5,
    ...fields,
  });
}

describe("merge/execute", () => {
  it("a new course with every distinct card once, all fields kept, the sources untouched", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const courseIds = [biology.id, chemistry.id];
    const res = await execute(t.app, owner, {
      courseIds,
      confirmedAnalysis: await analysisOf(t.app, owner, courseIds, confirmed),
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      mergedCardCount: 4,
      duplicatesSkipped: 2,
      sourceCourses: [
        { id: biology.id, name: "Biology" },
        { id: chemistry.id, name: "Chemistry" },
      ],
      newCourseSlug: "life-science",
    });
    const course = (await call(t.app, owner, "GET", `/api/courses/${result.newCourseId}`)).json().data.course;
    expect(course).toMatchObject({
      name: "Life Science",
      description: "All of it.",
      isPublic: false,
      cardCount: 4,
    });
    expect(course.topics).toEqual(expect.arrayContaining(["Cells", "Genetics", "Elements", "Plants"]));
    const merged = await cardsOf(owner, result.newCourseId);
    expect(merged.map((c) => c.face)).toEqual([
      "What is the powerhouse of the cell?",
      "What carries genetic information?",
      // The richer of the two photosynthesis cards (Chemistry's, with its explanation) is kept, at its place.
      "Which organelle performs photosynthesys?",
      "What is the chemical symbol of sodium?",
    ]);
    expect(merged[2]).toMatchObject({
      explanationRight: "Chloroplasts hold chlorophyll.",
      conceptExplainer: { title: "Chloroplast", content: "Where light becomes sugar." },
    });
    expect(await counts(t.database, result.newCourseId)).toEqual({ stored: 4, actual: 4 });
    // Sources kept as they were (docs/decisions/merge.md).
    expect((await cardsOf(owner, biology.id)).length).toBe(3);
    expect((await cardsOf(owner, chemistry.id)).length).toBe(3);
  });

  it("related-concept links point to the merged cards, a link to a left-out duplicate to the card kept for it", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const [bio, chem] = [await cardsOf(owner, biology.id), await cardsOf(owner, chemistry.id)];
    // Biology's DNA card links to Biology's photosynthesis card (a duplicate left out) and to sodium.
    const patch = await call(t.app, owner, "PATCH", `/api/courses/${biology.id}/cards/${bio[2]!.id}`, {
      relatedConcepts: [{ title: "See also", teaser: "", cardIds: [bio[1]!.id, chem[2]!.id] }],
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const courseIds = [biology.id, chemistry.id];
    const res = await execute(t.app, owner, {
      courseIds,
      confirmedAnalysis: await analysisOf(t.app, owner, courseIds, confirmed),
    });
    const merged = await cardsOf(owner, res.json().data.newCourseId);
    const dna = merged.find((c) => c.face === "What carries genetic information?")!;
    const photo = merged.find((c) => c.face === "Which organelle performs photosynthesys?")!;
    const sodium = merged.find((c) => c.face === "What is the chemical symbol of sodium?")!;
    expect(dna.relatedConcepts[0]!.cardIds).toEqual([photo.id, sodium.id]);
  });

  it("the owner's memory: each merged card inherits the best one of its duplicates; others' memory stays put", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const [bio, chem] = [await cardsOf(owner, biology.id), await cardsOf(owner, chemistry.id)];
    const reviewed = new Date("2026-11-01T00:00:00Z");
    // Powerhouse: weak in Biology, strong in Chemistry (the duplicate left out) → the strong one is inherited.
    await memory(owner.id, bio[0]!.id, {
      stability: 2,
      reps: 2,
      state: 2,
      lastReview: reviewed,
      timesCorrect: 2,
    });
    await memory(owner.id, chem[0]!.id, {
      stability: 40,
      reps: 6,
      state: 2,
      lastReview: reviewed,
      timesCorrect: 6,
    });
    // DNA: only a never-reviewed row exists.
    await memory(owner.id, bio[2]!.id, { stability: 0, reps: 0, state: 0 });
    await setPublic(t.app, owner, biology.id);
    await memory(other.id, bio[0]!.id, { stability: 9, reps: 3, state: 2, lastReview: reviewed });

    const courseIds = [biology.id, chemistry.id];
    const res = await execute(t.app, owner, {
      courseIds,
      confirmedAnalysis: await analysisOf(t.app, owner, courseIds, confirmed),
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = await cardsOf(owner, res.json().data.newCourseId);
    const rows = await t.database.db.select().from(cardMemory);
    const of = (userId: string, cardId: string) =>
      rows.find((r) => r.userId === userId && r.cardId === cardId);
    const powerhouse = merged.find((c) => c.face === "What is the powerhouse of the cell?")!;
    expect(of(owner.id, powerhouse.id)).toMatchObject({ stability: 40, reps: 6, timesCorrect: 6 });
    const dna = merged.find((c) => c.face === "What carries genetic information?")!;
    expect(of(owner.id, dna.id)).toMatchObject({ reps: 0, state: 0 });
    const sodium = merged.find((c) => c.face === "What is the chemical symbol of sodium?")!;
    expect(of(owner.id, sodium.id)).toBeUndefined();
    // The source cards keep everyone's memory; the other learner gets none on the owner's private merge.
    expect(of(owner.id, bio[0]!.id)).toMatchObject({ stability: 2 });
    expect(of(other.id, bio[0]!.id)).toMatchObject({ stability: 9 });
    const otherRows = await t.database.db.select().from(cardMemory).where(eq(cardMemory.userId, other.id));
    expect(otherRows.map((r) => r.cardId)).toEqual([bio[0]!.id]);
  });

  it("a taken slug gets a number; a slug with nothing usable falls back to the name's", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const courseIds = [biology.id, chemistry.id];
    const analysis = await analysisOf(t.app, owner, courseIds, { suggestedName: "Repeat Me" });
    delete analysis.suggestedSlug;
    const body = { courseIds, confirmedAnalysis: analysis };
    expect((await execute(t.app, owner, body)).json().data.newCourseSlug).toBe("repeat-me");
    expect((await execute(t.app, owner, body)).json().data.newCourseSlug).toBe("repeat-me-2");
    const odd = { ...body, confirmedAnalysis: { ...analysis, suggestedName: "Odd", suggestedSlug: "!!!" } };
    expect((await execute(t.app, owner, odd)).json().data.newCourseSlug).toBe("odd");
  });

  it("a failure half-way (a merged card that cannot be written) leaves nothing: no course, sources intact", async () => {
    // Fails the insert of a card named "Explode" into a merge course: after the course row was created.
    await t.database.sql.query(`create or replace function merge_test_explode() returns trigger as $$
      begin
        if new.face = 'Explode' and (select source from courses where id = new.course_id) = 'merge' then
          raise exception 'merge test: explode';
        end if;
        return new;
      end $$ language plpgsql`);
    await t.database.sql.query(
      "create trigger merge_test_explode before insert on cards for each row execute function merge_test_explode()",
    );
    try {
      const a = await uploadAs(
        t.app,
        owner,
        makeUpload({ name: "Explode A", cards: [makeCard({ face: "Explode" })] }),
      );
      const b = await uploadAs(t.app, owner, makeUpload({ name: "Explode B" }));
      const before = (await call(t.app, owner, "GET", "/api/courses")).json().data.courses.length;
      const res = await execute(t.app, owner, {
        courseIds: [a.id, b.id],
        confirmedAnalysis: { suggestedName: "Never made", duplicatePairs: [] },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      const after = (await call(t.app, owner, "GET", "/api/courses")).json().data.courses;
      expect(after.length).toBe(before);
      expect(after.map((c: { name: string }) => c.name)).not.toContain("Never made");
      expect(await counts(t.database, a.id)).toEqual({ stored: 1, actual: 1 });
    } finally {
      await t.database.sql.query("drop trigger merge_test_explode on cards");
    }
  });

  it("requirements C6: only the owner's courses (404 private, 403 public), 401 without a token; nothing is created", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const mine = await uploadAs(t.app, other, makeUpload({ name: "Mine" }));
    const before = (await call(t.app, other, "GET", "/api/courses")).json().data.courses.length;
    const body = (ids: string[]) => ({
      courseIds: ids,
      confirmedAnalysis: { ...confirmed, duplicatePairs: [] },
    });
    expect((await execute(t.app, other, body([mine.id, biology.id]))).statusCode).toBe(404);
    await setPublic(t.app, owner, chemistry.id);
    expect((await execute(t.app, other, body([mine.id, chemistry.id]))).statusCode).toBe(403);
    expect((await execute(t.app, null, body([mine.id, chemistry.id]))).statusCode).toBe(401);
    expect((await call(t.app, other, "GET", "/api/courses")).json().data.courses.length).toBe(before);
  });

  it.each([
    [
      { courseIds: [crypto.randomUUID()], confirmedAnalysis: { ...confirmed, duplicatePairs: [] } },
      "courseIds",
      MERGE_MESSAGES.needsTwo,
    ],
    [{ courseIds: [crypto.randomUUID(), crypto.randomUUID()] }, "confirmedAnalysis", null],
    [
      {
        courseIds: [crypto.randomUUID(), crypto.randomUUID()],
        confirmedAnalysis: { suggestedName: "  ", duplicatePairs: [] },
      },
      "confirmedAnalysis.suggestedName",
      null,
    ],
    // The analysis' own list of pairs is what the merge follows: without it there is nothing to confirm.
    [
      { courseIds: [crypto.randomUUID(), crypto.randomUUID()], confirmedAnalysis: confirmed },
      "confirmedAnalysis.duplicatePairs",
      null,
    ],
    [
      {
        courseIds: [crypto.randomUUID(), crypto.randomUUID()],
        confirmedAnalysis: { ...confirmed, duplicatePairs: [], surprise: 1 },
      },
      "confirmedAnalysis.surprise",
      null,
    ],
    [
      {
        courseIds: [crypto.randomUUID(), crypto.randomUUID()],
        confirmedAnalysis: { ...confirmed, duplicatePairs: [{ kept: { id: "x" }, dropped: {} }] },
      },
      "confirmedAnalysis.duplicatePairs.0.kept.id",
      null,
    ],
  ])("400 for body #%# (requirements C5: merge needs at least 2)", async (body, field, message) => {
    const res = await execute(t.app, owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    if (message) expect(res.json().error.fields[field]).toBe(message);
  });
});
