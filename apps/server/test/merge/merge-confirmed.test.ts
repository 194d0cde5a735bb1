import type { CardFields } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, makeCard, makeUpload, uploadAs } from "../courses/course-helpers";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { analysisOf, analyze, execute, twoCourses } from "./support";

// requirements C7 POST /ai-content/merge/execute {courseIds, confirmedAnalysis}: the analysis /merge/analyze
// returned, with the learner's edits and the left-out cards they keep. Two cards are duplicates only when
// both question and answer mean the same: numbers, names and negations count.

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});
afterAll(() => t.close());

type Pair = { kept: { id: string; face: string; courseName: string }; dropped: { id: string; face: string } };

async function facesOf(courseId: string): Promise<string[]> {
  const res = await call(t.app, owner, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  return res.json().data.cards.map((c: { face: string; back: string }) => `${c.face} / ${c.back}`);
}

const course = (name: string, cards: CardFields[]) =>
  uploadAs(t.app, owner, makeUpload({ name, topics: ["Space"], cards }));

const fact = (subject: string, question: number, answer = question) =>
  makeCard({
    face: `What is fact number ${question} about ${subject}?`,
    back: `Answer ${answer} about ${subject}`,
    topic: "Space",
  });

describe("merge: what the analysis leaves out and what the merge keeps", () => {
  it("40 + 12 cards differing only by a number: the 49 distinct question-answer pairs all survive", async () => {
    const forty = await course(
      "Planets A",
      Array.from({ length: 40 }, (_, i) => fact("Planets", i + 1)),
    );
    const twelve = await course("Planets B", [
      ...[1, 2, 3].map((i) => fact("Planets", i)),
      ...Array.from({ length: 9 }, (_, i) => fact("Planets", i + 4, i + 41)),
    ]);
    const courseIds = [forty.id, twelve.id];
    const analysis = await analysisOf(t.app, owner, courseIds, { suggestedName: "All planets" });
    expect(analysis).toMatchObject({ totalCards: 52, duplicateCards: 3, distinctCards: 49 });
    expect(analysis.duplicatePairs.map((p: Pair) => [p.kept.face, p.dropped.face])).toEqual(
      [1, 2, 3].map((i) => [
        `What is fact number ${i} about Planets?`,
        `What is fact number ${i} about Planets?`,
      ]),
    );

    const res = await execute(t.app, owner, { courseIds, confirmedAnalysis: analysis });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mergedCardCount: 49, duplicatesSkipped: 3 });
    const merged = await facesOf(res.json().data.newCourseId);
    expect(new Set(merged).size).toBe(49);
    const sources = new Set([...(await facesOf(forty.id)), ...(await facesOf(twelve.id))]);
    expect(sources.size).toBe(49);
    for (const card of sources) expect(merged).toContain(card);
  });

  it("20 + 14 cards sharing 6 identical ones: 28 cards", async () => {
    const stars = Array.from({ length: 20 }, (_, i) => fact("Stars", i + 1));
    const a = await course("Stars", stars);
    const b = await course("Stars and moons", [
      ...stars.slice(0, 6),
      ...Array.from({ length: 8 }, (_, i) => fact("Moons", i + 1)),
    ]);
    const courseIds = [a.id, b.id];
    const analysis = await analysisOf(t.app, owner, courseIds);
    expect(analysis).toMatchObject({ totalCards: 34, duplicateCards: 6, distinctCards: 28 });
    const res = await execute(t.app, owner, { courseIds, confirmedAnalysis: analysis });
    expect(res.json().data.mergedCardCount).toBe(28);
    expect(await facesOf(res.json().data.newCourseId)).toHaveLength(28);
  });

  it("the analysis lists each left-out card beside the card kept for it, with their courses", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const { duplicatePairs } = await analysisOf(t.app, owner, [biology.id, chemistry.id]);
    // In the order of the left-out cards: the richer photosynthesis card (Chemistry's) is kept, so
    // Biology's is left out; then Chemistry's copy of the powerhouse card.
    expect(duplicatePairs).toHaveLength(2);
    expect(duplicatePairs[0]).toMatchObject({
      kept: { courseName: "Chemistry", face: "Which organelle performs photosynthesys?" },
      dropped: { courseName: "Biology", face: "Which organelle performs photosynthesis?" },
    });
    expect(duplicatePairs[1]).toMatchObject({
      kept: {
        courseId: biology.id,
        courseName: "Biology",
        face: "What is the powerhouse of the cell?",
        back: "The mitochondrion",
        topic: "Cells",
      },
      dropped: {
        courseId: chemistry.id,
        courseName: "Chemistry",
        face: "what is the powerhouse of the cell",
        back: "the mitochondrion.",
      },
    });
  });

  it("a left-out card the learner keeps is in the merged course, the others are not", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const courseIds = [biology.id, chemistry.id];
    const analysis = await analysisOf(t.app, owner, courseIds);
    const keep = analysis.duplicatePairs.find((p: Pair) =>
      p.dropped.face.startsWith("what is the powerhouse"),
    ).dropped;
    const res = await execute(t.app, owner, {
      courseIds,
      confirmedAnalysis: { ...analysis, keepCardIds: [keep.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mergedCardCount: 5, duplicatesSkipped: 1 });
    const merged = await facesOf(res.json().data.newCourseId);
    expect(merged).toContain("what is the powerhouse of the cell / the mitochondrion.");
    expect(merged).toContain("What is the powerhouse of the cell? / The mitochondrion");
    expect(merged).not.toContain("Which organelle performs photosynthesis? / The chloroplast");
  });

  it("the analysis goes back as returned, with the learner's name, slug and description", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const courseIds = [biology.id, chemistry.id];
    const analysis = (await analyze(t.app, owner, { courseIds })).json().data;
    const res = await execute(t.app, owner, {
      courseIds,
      confirmedAnalysis: {
        ...analysis,
        suggestedName: "My Life Science",
        suggestedSlug: "my-life-science",
        suggestedDescription: "Mine.",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = (await call(t.app, owner, "GET", `/api/courses/${res.json().data.newCourseId}`)).json().data
      .course;
    expect(made).toMatchObject({ name: "My Life Science", slug: "my-life-science", description: "Mine." });
  });

  it("a card added after the analysis is kept, even one repeating a card (it is in no pair)", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const courseIds = [biology.id, chemistry.id];
    const analysis = await analysisOf(t.app, owner, courseIds);
    const added = await call(t.app, owner, "POST", "/api/courses/manual-card", {
      courseId: chemistry.id,
      face: "What is the chemical symbol of sodium?",
      back: "Na",
      topic: "Elements",
      level: "Beginner",
    });
    expect(added.statusCode, added.body).toBe(201);
    const res = await execute(t.app, owner, { courseIds, confirmedAnalysis: analysis });
    expect(res.json().data).toMatchObject({ mergedCardCount: 5, duplicatesSkipped: 2 });
  });
});

describe("merge: a confirmed analysis the courses do not bear out is refused (400), nothing is made", () => {
  async function refused(edit: (analysis: { duplicatePairs: Pair[] }) => unknown, field: string) {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const courseIds = [biology.id, chemistry.id];
    const analysis = await analysisOf(t.app, owner, courseIds, { suggestedName: `Refused ${field}` });
    const res = await execute(t.app, owner, { courseIds, confirmedAnalysis: edit(analysis) });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
    const names = (await call(t.app, owner, "GET", "/api/courses"))
      .json()
      .data.courses.map((c: { name: string }) => c.name);
    expect(names).not.toContain(`Refused ${field}`);
    return res.json().error.fields[field] as string;
  }
  const pairs = (a: { duplicatePairs: Pair[] }) => a.duplicatePairs;

  it("a card id that is not a card of the chosen courses (another user's card, a made-up id)", async () => {
    const theirs = await uploadAs(t.app, other, makeUpload({ name: "Theirs" }));
    const theirCard = (await call(t.app, other, "GET", `/api/courses/${theirs.id}/cards`)).json().data
      .cards[0];
    expect(
      await refused(
        (a) => ({ ...a, duplicatePairs: [{ ...pairs(a)[0], dropped: { id: theirCard.id } }] }),
        "confirmedAnalysis.duplicatePairs.0.dropped.id",
      ),
    ).toBe("is not a card of the chosen courses");
    await refused(
      (a) => ({ ...a, duplicatePairs: [pairs(a)[0], { ...pairs(a)[1], kept: { id: crypto.randomUUID() } }] }),
      "confirmedAnalysis.duplicatePairs.1.kept.id",
    );
  });

  it("a pair whose cards are not duplicates by the app's rule (a client dropping a distinct card)", async () => {
    const message = await refused(
      (a) => ({ ...a, duplicatePairs: [{ kept: pairs(a)[0]!.kept, dropped: pairs(a)[1]!.dropped }] }),
      "confirmedAnalysis.duplicatePairs.0.dropped.id",
    );
    expect(message).toMatch(/^is not a duplicate of card .+: the question or the answer differs$/);
  });

  it("a card left out twice, or left out for itself, or kept for a pair while left out by another", async () => {
    await refused(
      (a) => ({ ...a, duplicatePairs: [pairs(a)[0], pairs(a)[0]] }),
      "confirmedAnalysis.duplicatePairs.1.dropped.id",
    );
    await refused(
      (a) => ({ ...a, duplicatePairs: [{ kept: pairs(a)[0]!.kept, dropped: pairs(a)[0]!.kept }] }),
      "confirmedAnalysis.duplicatePairs.0.dropped.id",
    );
    await refused(
      (a) => ({
        ...a,
        duplicatePairs: [pairs(a)[0], { kept: pairs(a)[0]!.dropped, dropped: pairs(a)[0]!.kept }],
      }),
      "confirmedAnalysis.duplicatePairs.0.kept.id",
    );
  });

  it("a kept card that is not one the analysis leaves out", async () => {
    expect(
      await refused(
        (a) => ({ ...a, keepCardIds: [pairs(a)[0]!.kept.id] }),
        "confirmedAnalysis.keepCardIds.0",
      ),
    ).toBe("is not a card the analysis leaves out");
  });
});
