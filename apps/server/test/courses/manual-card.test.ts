import { GENERAL_KNOWLEDGE } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, counts, uploadAs } from "./course-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manual = (who: SignedUpUser, body: object) =>
  call(t.app, who, "POST", "/api/courses/manual-card", body);
const base = { face: "What is the capital of France?", back: "Paris", topic: "Geography" };

async function generalKnowledgeOf(who: SignedUpUser) {
  const { rows } = await t.database.sql.query<{ id: string; card_count: number }>(
    "select id, card_count from courses where owner_id = $1 and slug = $2",
    [who.id, GENERAL_KNOWLEDGE.slug],
  );
  return rows;
}

describe("POST /courses/manual-card (requirements C2 Add Manual Card, requirements C5 rules, requirements C9 defaults)", () => {
  it("without courseId, creates the user's own General Knowledge course on first use (201 {data: {card, course}})", async () => {
    const user = await signUpUser(t.app);
    const res = await manual(user, base);
    expect(res.statusCode, res.body).toBe(201);
    const { card, course } = res.json().data;
    expect(course.name).toBe("General Knowledge");
    expect(card).toMatchObject({
      courseId: course.id,
      face: base.face,
      level: "Beginner",
      type: "basic",
      frequency: "daily",
      minReadTime: 5,
      wordCount: 7,
      position: 0,
    });
    const got = (await call(t.app, user, "GET", `/api/courses/${course.id}`)).json().data.course;
    expect(got).toMatchObject({ slug: "general-knowledge", isPublic: false, source: "manual", cardCount: 1 });
    expect(got.topics).toEqual(["Geography"]);
  });

  it("5 concurrent first cards create General Knowledge exactly once, with all 5 cards counted", async () => {
    const user = await signUpUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => manual(user, { ...base, face: `Question ${i}?` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const courses = await generalKnowledgeOf(user);
    expect(courses).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().data.course.id))).toEqual(new Set([courses[0]!.id]));
    expect(await counts(t.database, courses[0]!.id)).toEqual({ stored: 5, actual: 5 });
    const positions = results.map((r) => r.json().data.card.position).sort();
    expect(positions).toEqual([0, 1, 2, 3, 4]);
  });

  it("each user gets their own General Knowledge course; an empty courseId means General Knowledge", async () => {
    const [a, b] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const ca = (await manual(a, base)).json().data.course.id;
    const cb = (await manual(b, { ...base, courseId: "" })).json().data.course.id;
    expect(ca).not.toBe(cb);
    expect((await generalKnowledgeOf(b))[0]?.id).toBe(cb);
  });

  it("with courseId, adds the card at the end of that (owned) course", async () => {
    const user = await signUpUser(t.app);
    const course = await uploadAs(t.app, user);
    const res = await manual(user, { ...base, courseId: course.id, level: "Advanced" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.course).toEqual({ id: course.id, name: course.name });
    expect(res.json().data.card.position).toBe(3);
    expect(await counts(t.database, course.id)).toEqual({ stored: 4, actual: 4 });
    expect(await generalKnowledgeOf(user)).toHaveLength(0);
    const after = (await call(t.app, user, "GET", `/api/courses/${course.id}`)).json().data.course;
    expect(after.topics).toEqual(["Arithmetic", "Geography"]);
    expect(after.levels).toEqual(["Beginner", "Advanced"]);
  });

  it("mcq: empty option strings are dropped and answerIndex follows its option", async () => {
    const user = await signUpUser(t.app);
    const res = await manual(user, {
      ...base,
      type: "mcq",
      options: ["Lyon", "", "Paris", "Nice"],
      answerIndex: 2,
    });
    expect(res.json().data.card).toMatchObject({ options: ["Lyon", "Paris", "Nice"], answerIndex: 1 });
  });

  it("cloze: empty acceptable answers are dropped; unfilled explanations are not stored", async () => {
    const user = await signUpUser(t.app);
    const res = await manual(user, {
      ...base,
      type: "cloze",
      acceptableAnswers: ["Paris", "", "paris"],
      explanationRight: "",
      explanationWrong: "It is Paris.",
    });
    expect(res.json().data.card).toMatchObject({
      acceptableAnswers: ["Paris", "paris"],
      explanationRight: null,
      explanationWrong: "It is Paris.",
    });
  });

  it("keeps conceptExplainer, deepDive and relatedConcepts", async () => {
    const user = await signUpUser(t.app);
    const res = await manual(user, {
      ...base,
      conceptExplainer: { title: "Capitals", content: "Seats of government." },
      deepDive: { title: "Paris", content: "History." },
      relatedConcepts: [{ title: "Lyon" }],
    });
    expect(res.json().data.card).toMatchObject({
      conceptExplainer: { title: "Capitals", content: "Seats of government." },
      deepDive: { title: "Paris", content: "History." },
      relatedConcepts: [{ title: "Lyon", teaser: "", cardIds: [] }],
    });
  });

  it("face, back and topic are required (400 with the field)", async () => {
    const user = await signUpUser(t.app);
    for (const [field, message] of [
      ["face", "face: Question is required"],
      ["back", "back: Answer is required"],
      ["topic", "topic: Topic is required"],
    ] as const) {
      const res = await manual(user, { ...base, [field]: " " });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const mcq = await manual(user, { ...base, type: "mcq", options: ["Paris", ""], answerIndex: 0 });
    expect(mcq.json().error.message).toBe("options: A multiple-choice card needs at least 2 options");
    expect(await generalKnowledgeOf(user)).toHaveLength(0);
  });
});
