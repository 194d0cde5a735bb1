import { AnswerResponse, ErrorResponse } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAnswers } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, startSession, uploadCourse } from "./session-fixtures";

/** FSRS ratings as the API reports them (ts-fsrs: 1 Again, 2 Hard, 3 Good, 4 Easy). */
const AGAIN = 1;
const HARD = 2;
const EASY = 4;

/** One card of each kind, each in its own topic so the session keeps this order. */
const CARDS = [
  {
    face: "Which planet is closest to the Sun?",
    back: "Mercury",
    topic: "Planets",
    level: "Beginner",
    type: "mcq",
    options: ["Venus", "Mercury", "Mars", "Earth"],
    answerIndex: 1,
  },
  {
    face: "Light from the Sun takes about ___ minutes to reach Earth.",
    back: "8",
    topic: "Light",
    level: "Beginner",
    type: "cloze",
    acceptableAnswers: ["8", "eight", "Ångström"],
  },
  { face: "What powers a star?", back: "Nuclear fusion", topic: "Stars", level: "Beginner", type: "basic" },
];

let t: TestApp;
let user: SignedUpUser;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  courseId = await uploadCourse(t.app, user, { cards: CARDS });
});
afterAll(() => t.close());

async function newSession() {
  const body = (await startSession(t.app, user, [courseId], 5)).json();
  const ids = new Map<string, string>(
    body.data.cards.map((c: { id: string; type: string }) => [c.type, c.id] as const),
  );
  return {
    sessionId: body.data.session.id as string,
    mcq: ids.get("mcq")!,
    cloze: ids.get("cloze")!,
    basic: ids.get("basic")!,
  };
}

const fieldsOf = (res: { json: () => unknown }) =>
  Object.keys(ErrorResponse.parse(res.json()).error.fields ?? {});

describe("POST /api/sessions/answer: the server decides MCQ answers from the picked option", () => {
  it("the right option is correct, whatever else the client might think", async () => {
    const s = await newSession();
    const res = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.mcq,
      choiceIndex: 1,
      mode: "mcq",
    });
    expect(res.statusCode).toBe(200);
    const body = AnswerResponse.parse(res.json());
    expect(body.data.correct).toBe(true);
    expect(body.data.progress).toMatchObject({ correct: 1, incorrect: 0, streak: 1 });
  });

  it("a wrong option is incorrect and resets the streak", async () => {
    const s = await newSession();
    const res = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.mcq,
      choiceIndex: 0,
      mode: "mcq",
    });
    expect(res.json().data).toMatchObject({ correct: false, grade: AGAIN });
    expect(res.json().data.progress).toMatchObject({ correct: 0, incorrect: 1, streak: 0 });
    const [row] = await t.database.db
      .select()
      .from(sessionAnswers)
      .where(and(eq(sessionAnswers.sessionId, s.sessionId), eq(sessionAnswers.cardId, s.mcq)));
    expect(row).toMatchObject({ correct: false, mode: "mcq" });
  });

  it("an MCQ answer cannot claim correct: mode mcq needs the picked option (400 naming choiceIndex)", async () => {
    const s = await newSession();
    const res = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.mcq,
      correct: true,
      mode: "mcq",
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain("choiceIndex");
  });

  it("an option the card does not have, or a pick on a card without options, is 400", async () => {
    const s = await newSession();
    const outside = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.mcq, choiceIndex: 4 });
    expect(outside.statusCode).toBe(400);
    expect(fieldsOf(outside)).toContain("choiceIndex");
    const basic = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.basic, choiceIndex: 0 });
    expect(basic.statusCode).toBe(400);
    expect(ErrorResponse.parse(basic.json()).error.message).toBe("This card has no options to pick from.");
  });

  it("a resubmission with the same clientAnswerId returns the first verdict and counts once", async () => {
    const s = await newSession();
    const payload = {
      sessionId: s.sessionId,
      cardId: s.mcq,
      choiceIndex: 1,
      mode: "mcq",
      clientAnswerId: "pick-1",
    };
    const first = await answer(t.app, user, payload);
    const again = await answer(t.app, user, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ duplicate: true, correct: true });
    expect(again.json().data.progress).toEqual(first.json().data.progress);
    const rows = await t.database.db
      .select()
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, s.sessionId));
    expect(rows).toHaveLength(1);
  });
});

describe("POST /api/sessions/answer: a typed cloze answer is checked with the shared matcher", () => {
  it.each([
    [" EIGHT ", true],
    ["angstrom", true],
    ["8", true],
    ["nine", false],
    ["eigh", false],
  ])("typed %j → correct %s", async (typedAnswer, expected) => {
    const s = await newSession();
    const res = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.cloze,
      typedAnswer,
      mode: "basic",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.correct).toBe(expected);
    expect(res.json().data.progress.correct).toBe(expected ? 1 : 0);
  });

  it("a typed answer on a card that is not cloze, or a blank one, is 400", async () => {
    const s = await newSession();
    const res = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.basic, typedAnswer: "fusion" });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain("typedAnswer");
    const blank = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.cloze, typedAnswer: "   " });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toContain("typedAnswer");
  });
});

describe("POST /api/sessions/answer: self-graded answers stay self-graded", () => {
  it("a basic card, or a cloze card revealed without typing, takes the learner's own grade", async () => {
    const s = await newSession();
    const basic = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.basic,
      correct: true,
      mode: "basic",
    });
    expect(basic.json().data.correct).toBe(true);
    const cloze = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.cloze,
      correct: false,
      mode: "basic",
    });
    expect(cloze.json().data.correct).toBe(false);
  });

  it("exactly one way of answering: none, or two at once, is 400", async () => {
    const s = await newSession();
    const none = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.mcq });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toContain("correct");
    const both = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.mcq,
      correct: true,
      choiceIndex: 1,
    });
    expect(both.statusCode).toBe(400);
    expect(fieldsOf(both)).toContain("choiceIndex");
  });
});

describe("POST /api/sessions/answer: Learn more before answering counts as hinted (fsrs-grade-mapping.md)", () => {
  it("a fast right pick is Easy, but Hard when the explainer was open at the pick", async () => {
    const clean = await newSession();
    const fast = { choiceIndex: 1, mode: "mcq", timeTakenMs: 1000 };
    const easy = await answer(t.app, user, { sessionId: clean.sessionId, cardId: clean.mcq, ...fast });
    expect(easy.json().data).toMatchObject({ grade: EASY, hinted: false });

    const peeked = await newSession();
    const hinted = await answer(t.app, user, {
      sessionId: peeked.sessionId,
      cardId: peeked.mcq,
      ...fast,
      signals: { info_button_clicked: true, depth_level_reached: 1 },
    });
    expect(hinted.json().data).toMatchObject({ correct: true, grade: HARD, hinted: true });
    // The answer still counts as right in the session.
    expect(hinted.json().data.progress.correct).toBe(1);
  });

  it("a self-graded answer is hinted only by what was opened before revealing it", async () => {
    const s = await newSession();
    const after = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.basic,
      correct: true,
      timeTakenMs: 1000,
      signals: { info_button_clicked: true, depth_level_reached: 3, depth_before_answer: 0 },
    });
    expect(after.json().data).toMatchObject({ grade: EASY, hinted: false });
    const before = await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.cloze,
      typedAnswer: "eight",
      timeTakenMs: 1000,
      signals: { depth_before_answer: 2 },
    });
    expect(before.json().data).toMatchObject({ correct: true, grade: HARD, hinted: true });
  });
});
