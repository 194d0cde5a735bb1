import { CARD_RULE_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, cardIdsOf, counts, makeCard, makeUpload, uploadAs } from "./course-helpers";

let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const mixed = [
  makeCard({ face: "q0", topic: "A", level: "Beginner", difficultyScore: 2 }),
  makeCard({ face: "q1", topic: "B", level: "Advanced", type: "mcq", options: ["x", "y"], answerIndex: 0 }),
  makeCard({ face: "q2", topic: "A", level: "Intermediate", type: "cloze", difficultyScore: 2 }),
  makeCard({
    face: "q3",
    topic: "A",
    level: "Beginner",
    deepDive: { title: "t", content: "c" },
    difficultyScore: 7,
  }),
  makeCard({ face: "q4", topic: "C", level: "Beginner", conceptExplainer: { title: "t", content: "c" } }),
];

describe("GET /courses/:id/cards (topic, level, type, limit, skip)", () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadAs(t.app, owner, makeUpload({ cards: mixed }))).id;
  });
  const faces = async (query: string) => {
    const res = await call(t.app, owner, "GET", `/api/courses/${id}/cards${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return {
      faces: res.json().data.cards.map((c: { face: string }) => c.face),
      total: res.json().data.total,
    };
  };

  it("answers {data: {cards, total}} in position order", async () => {
    expect(await faces("")).toEqual({ faces: ["q0", "q1", "q2", "q3", "q4"], total: 5 });
  });
  it("filters by topic, level and type; total counts the matches", async () => {
    expect(await faces("?topic=A")).toEqual({ faces: ["q0", "q2", "q3"], total: 3 });
    expect(await faces("?level=Beginner&topic=A")).toEqual({ faces: ["q0", "q3"], total: 2 });
    expect(await faces("?type=mcq")).toEqual({ faces: ["q1"], total: 1 });
  });
  it("pages with limit and skip; total stays the full count", async () => {
    expect(await faces("?limit=2&skip=1")).toEqual({ faces: ["q1", "q2"], total: 5 });
  });
  it("limit is at most 1000 and type must be known", async () => {
    expect((await call(t.app, owner, "GET", `/api/courses/${id}/cards?limit=1001`)).statusCode).toBe(400);
    expect((await call(t.app, owner, "GET", `/api/courses/${id}/cards?type=essay`)).statusCode).toBe(400);
  });
});

describe("GET /courses/:id/stats", () => {
  it("counts cards by topic, level, type and difficulty, and deep dives / concept explainers", async () => {
    const { id } = await uploadAs(t.app, owner, makeUpload({ cards: mixed }));
    const res = await call(t.app, owner, "GET", `/api/courses/${id}/stats`);
    expect(res.json()).toEqual({
      data: {
        totalCards: 5,
        topics: [
          { name: "A", count: 3 },
          { name: "B", count: 1 },
          { name: "C", count: 1 },
        ],
        levels: [
          { name: "Beginner", count: 3 },
          { name: "Intermediate", count: 1 },
          { name: "Advanced", count: 1 },
        ],
        types: { basic: 3, mcq: 1, cloze: 1 },
        difficulty: [
          { score: 2, count: 2 },
          { score: 7, count: 1 },
        ],
        withDeepDive: 1,
        withConceptExplainer: 1,
      },
    });
  });
});

describe("PATCH /courses/:id/cards/:cardId (requirements C2 card edit rules)", () => {
  let courseId: string;
  let mcqId: string;
  beforeAll(async () => {
    const course = await uploadAs(
      t.app,
      owner,
      makeUpload({ cards: [makeCard({ type: "mcq", options: ["a", "b", "c"], answerIndex: 2 })] }),
    );
    courseId = course.id;
    mcqId = (await cardIdsOf(t.app, owner, courseId))[0]!;
  });
  const edit = (cardId: string, body: unknown) =>
    call(t.app, owner, "PATCH", `/api/courses/${courseId}/cards/${cardId}`, body);

  it("keeps omitted fields and recomputes wordCount; read-only keys are refused by name", async () => {
    const readOnly = await edit(mcqId, { face: "one two three four", id: "ignored", wordCount: 99 });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().error.fields).toEqual({
      id: "is not an allowed field",
      wordCount: "is not an allowed field",
    });
    const res = await edit(mcqId, { face: "one two three four" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.card).toMatchObject({
      id: mcqId,
      face: "one two three four",
      type: "mcq",
      options: ["a", "b", "c"],
      answerIndex: 2,
      wordCount: 5,
    });
  });

  it("an mcq needs at least 2 options and an answerIndex in range", async () => {
    const few = await edit(mcqId, { options: ["only"] });
    expect(few.statusCode).toBe(400);
    expect(few.json().error.message).toBe("options: A multiple-choice card needs at least 2 options");
    const out = await edit(mcqId, { options: ["a", "b"], answerIndex: 2 });
    expect(out.statusCode).toBe(400);
    expect(out.json().error.message).toBe("answerIndex: must be between 0 and 1 (the card has 2 options)");
  });

  it("refuses an answer that names another option than the correct one (MCQ answer and option)", async () => {
    const res = await edit(mcqId, { back: "a", options: ["a", "b", "c"], answerIndex: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { back: CARD_RULE_MESSAGES.mcqAnswerNamesOtherOption(0, 2) },
    });
    const agreed = await edit(mcqId, { back: "a", options: ["a", "b", "c"], answerIndex: 0 });
    expect(agreed.statusCode, agreed.body).toBe(200);
    await edit(mcqId, { back: "See the explanation", answerIndex: 2 });
  });

  it("names every field at fault in one 400", async () => {
    const shapes = await edit(mcqId, { face: "", topic: "" });
    expect(shapes.json().error.fields).toEqual({ face: "Question is required", topic: "Topic is required" });
    const rules = await edit(mcqId, { options: ["", "x"], answerIndex: 0 });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().error.fields).toEqual({
      options: CARD_RULE_MESSAGES.mcqTwoOptions,
      answerIndex: CARD_RULE_MESSAGES.mcqCorrectBlank,
    });
  });

  it("Topic, Level, Question and Answer stay required; an artwork needs Title and Search Keywords", async () => {
    expect((await edit(mcqId, { topic: "" })).json().error.message).toBe("topic: Topic is required");
    expect((await edit(mcqId, { back: " " })).json().error.message).toBe("back: Answer is required");
    expect((await edit(mcqId, { level: null })).statusCode).toBe(400);
    const art = await edit(mcqId, { artworks: [{ title: "Mona Lisa", searchKeywords: "" }] });
    expect(art.json().error.message).toBe("artworks.0.searchKeywords: Search Keywords is required");
  });

  it("changing the type to cloze drops options and answerIndex; to basic drops acceptableAnswers", async () => {
    const cloze = await edit(mcqId, { type: "cloze", acceptableAnswers: ["c", ""] });
    expect(cloze.json().data.card).toMatchObject({ type: "cloze", options: null, answerIndex: null });
    expect(cloze.json().data.card.acceptableAnswers).toEqual(["c"]);
    const basic = await edit(mcqId, { type: "basic" });
    expect(basic.json().data.card).toMatchObject({ type: "basic", acceptableAnswers: null, options: null });
  });

  it("a new topic or level is added to the course's lists", async () => {
    await edit(mcqId, { topic: "Fresh Topic", level: "Advanced" });
    const course = (await call(t.app, owner, "GET", `/api/courses/${courseId}`)).json().data.course;
    expect(course.topics).toContain("Fresh Topic");
    expect(course.levels).toContain("Advanced");
  });
});

describe("card counts stay exact (courses.card_count = SELECT count(*))", () => {
  it("DELETE a card answers {data: {deleted: true}} and decrements the count", async () => {
    const { id } = await uploadAs(t.app, owner, makeUpload({}, 4));
    const [first] = await cardIdsOf(t.app, owner, id);
    const res = await call(t.app, owner, "DELETE", `/api/courses/${id}/cards/${first}`);
    expect(res.json()).toEqual({ data: { deleted: true } });
    expect(await counts(t.database, id)).toEqual({ stored: 3, actual: 3 });
    const again = await call(t.app, owner, "DELETE", `/api/courses/${id}/cards/${first}`);
    expect(again.statusCode).toBe(404);
    expect(await counts(t.database, id)).toEqual({ stored: 3, actual: 3 });
  });

  it("move appends the card at the end of the target; both counts change", async () => {
    const source = await uploadAs(t.app, owner, makeUpload({}, 3));
    const target = await uploadAs(
      t.app,
      owner,
      makeUpload({ cards: [makeCard({ topic: "Other", level: "Advanced" })] }),
    );
    const [, middle] = await cardIdsOf(t.app, owner, source.id);
    const res = await call(t.app, owner, "POST", `/api/courses/${source.id}/cards/${middle}/move`, {
      targetCourseId: target.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.card).toMatchObject({ id: middle, courseId: target.id, position: 1 });
    expect(await counts(t.database, source.id)).toEqual({ stored: 2, actual: 2 });
    expect(await counts(t.database, target.id)).toEqual({ stored: 2, actual: 2 });
    expect(await cardIdsOf(t.app, owner, target.id)).toHaveLength(2);
    const targetCourse = (await call(t.app, owner, "GET", `/api/courses/${target.id}`)).json().data.course;
    expect(targetCourse.topics).toEqual(["Arithmetic", "Other"]);
  });

  it("copy makes a new card at the end of the target; the source keeps its count", async () => {
    const source = await uploadAs(t.app, owner, makeUpload({}, 2));
    const target = await uploadAs(t.app, owner, makeUpload({}, 2));
    const [card] = await cardIdsOf(t.app, owner, source.id);
    const res = await call(t.app, owner, "POST", `/api/courses/${source.id}/cards/${card}/copy`, {
      targetCourseId: target.id,
    });
    expect(res.statusCode).toBe(200);
    const copy = res.json().data.card;
    expect(copy.id).not.toBe(card);
    expect(copy).toMatchObject({ courseId: target.id, position: 2, face: "Question 1?" });
    expect(await counts(t.database, source.id)).toEqual({ stored: 2, actual: 2 });
    expect(await counts(t.database, target.id)).toEqual({ stored: 3, actual: 3 });
  });

  it("move/copy into the same course is 400 and changes nothing", async () => {
    const course = await uploadAs(t.app, owner, makeUpload({}, 2));
    const [card] = await cardIdsOf(t.app, owner, course.id);
    for (const action of ["move", "copy"]) {
      const res = await call(t.app, owner, "POST", `/api/courses/${course.id}/cards/${card}/${action}`, {
        targetCourseId: course.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("The card is already in this course. Choose another course.");
    }
    expect(await counts(t.database, course.id)).toEqual({ stored: 2, actual: 2 });
  });

  it("crossing moves in both directions at once keep both counts exact", async () => {
    const a = await uploadAs(t.app, owner, makeUpload({}, 5));
    const b = await uploadAs(t.app, owner, makeUpload({}, 5));
    const [aCards, bCards] = [await cardIdsOf(t.app, owner, a.id), await cardIdsOf(t.app, owner, b.id)];
    await Promise.all([
      ...aCards
        .slice(0, 3)
        .map((c) =>
          call(t.app, owner, "POST", `/api/courses/${a.id}/cards/${c}/move`, { targetCourseId: b.id }),
        ),
      ...bCards
        .slice(0, 1)
        .map((c) =>
          call(t.app, owner, "POST", `/api/courses/${b.id}/cards/${c}/move`, { targetCourseId: a.id }),
        ),
      call(t.app, owner, "POST", `/api/courses/${b.id}/cards/${bCards[4]}/copy`, { targetCourseId: a.id }),
    ]);
    expect(await counts(t.database, a.id)).toEqual({ stored: 4, actual: 4 });
    expect(await counts(t.database, b.id)).toEqual({ stored: 7, actual: 7 });
  });
});
