import { IMPROVE_MESSAGES, isMcqCard } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCard, setPublic } from "../courses/course-helpers";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { astronomyCourse, type StoredCard, saveMcqOptions, storedCards } from "./support";

// requirements C7 PATCH /courses/{courseId}/cards/{cardId}/mcq-options {mcqOptions, mcqCorrectIndex}; requirements C5 MCQ
// approval messages; the card becomes a valid MCQ whose answer agrees with its correct option.

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});
afterAll(() => t.close());

const planets = ["Venus", "Mercury", "Mars", "Earth"];
const mercury = (cards: StoredCard[]) => cards.find((c) => c.back === "Mercury")!;

async function reload(courseId: string, cardId: string) {
  return (await storedCards(t.app, owner, courseId)).find((c) => c.id === cardId)!;
}

describe("mcq-options: approving options", () => {
  it("turns the card into a valid MCQ (type, options, answerIndex) and answers it with mcqCorrectIndex", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    const res = await saveMcqOptions(t.app, owner, course.id, card.id, {
      mcqOptions: planets,
      mcqCorrectIndex: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.card).toMatchObject({
      id: card.id,
      type: "mcq",
      options: planets,
      answerIndex: 1,
      mcqCorrectIndex: 1,
      back: "Mercury",
    });
    const stored = await reload(course.id, card.id);
    expect(isMcqCard(stored)).toBe(true);
    expect(stored).toMatchObject({ type: "mcq", options: planets, answerIndex: 1, back: "Mercury" });
  });

  it("keeps an answer that contains the correct option's words", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner, [
      makeCard({ face: "Which planet is closest to the Sun?", back: "Mercury, at about 0.39 AU" }),
    ]);
    const res = await saveMcqOptions(t.app, owner, course.id, cards[0]!.id, {
      mcqOptions: planets,
      mcqCorrectIndex: 1,
    });
    expect(res.json().data.card.back).toBe("Mercury, at about 0.39 AU");
  });

  it("the answer follows the correct option when another option is marked or its text was edited", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    const marked = await saveMcqOptions(t.app, owner, course.id, card.id, {
      mcqOptions: planets,
      mcqCorrectIndex: 2,
    });
    expect(marked.json().data.card).toMatchObject({ back: "Mars", answerIndex: 2 });
    const edited = await saveMcqOptions(t.app, owner, course.id, card.id, {
      mcqOptions: ["Venus", "Mercury (the innermost planet)", "Mars", "Earth"],
      mcqCorrectIndex: 1,
    });
    expect(edited.json().data.card).toMatchObject({ back: "Mercury (the innermost planet)", answerIndex: 1 });
  });

  it("trims options and replaces the options of a card that already was an MCQ", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner, [
      makeCard({
        face: "Pick the Red Planet",
        back: "Mars",
        type: "mcq",
        options: ["Mars", "Venus"],
        answerIndex: 0,
      }),
    ]);
    const res = await saveMcqOptions(t.app, owner, course.id, cards[0]!.id, {
      mcqOptions: [" Jupiter ", "Mars", "Venus", "Saturn"],
      mcqCorrectIndex: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.card).toMatchObject({
      type: "mcq",
      options: ["Jupiter", "Mars", "Venus", "Saturn"],
      answerIndex: 1,
      acceptableAnswers: null,
    });
  });

  it("an owner's edit of an untrusted suggestion wins once it passes the checks: the answer follows it", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    // As the flawed model suggested it ("Probably Mercury" is not the answer), approved unchanged.
    const asSuggested = await saveMcqOptions(t.app, owner, course.id, card.id, {
      mcqOptions: ["Venus", "Probably Mercury", "Mars", "Earth"],
      mcqCorrectIndex: 1,
    });
    expect(asSuggested.json().data.card).toMatchObject({ back: "Probably Mercury", answerIndex: 1 });
  });
});

describe("mcq-options: the checks run again on what the owner approves (400, nothing stored)", () => {
  it("a correct option the question gives away (a cloze card's own answer)", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner, [
      makeCard({
        face: "The Red Planet is {{c1::Mars}}",
        back: "Mars",
        type: "cloze",
        acceptableAnswers: ["Mars"],
      }),
    ]);
    const card = cards[0]!;
    const res = await saveMcqOptions(t.app, owner, course.id, card.id, {
      mcqOptions: ["Jupiter", "Mars", "Venus", "Saturn"],
      mcqCorrectIndex: 1,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ "mcqOptions.1": "the question gives away the correct option" });
    expect(await reload(course.id, card.id)).toEqual(card);
  });
});

describe("mcq-options: validation (requirements C5 MCQ approval)", () => {
  async function expect400(body: unknown, fields: Record<string, string>) {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    const res = await saveMcqOptions(t.app, owner, course.id, card.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(res.json().error.fields).toEqual(fields);
    expect(await reload(course.id, card.id)).toEqual(card);
    return res.json().error.message as string;
  }

  it("'All options must have content' on mcqOptions for a blank option", async () => {
    const message = await expect400(
      { mcqOptions: ["Venus", "  ", "Mars", "Earth"], mcqCorrectIndex: 0 },
      { mcqOptions: IMPROVE_MESSAGES.allOptionsContent },
    );
    expect(message).toBe(`mcqOptions: ${IMPROVE_MESSAGES.allOptionsContent}`);
  });

  it("'Please select a correct answer' on mcqCorrectIndex when missing or out of range", async () => {
    for (const body of [
      { mcqOptions: planets },
      { mcqOptions: planets, mcqCorrectIndex: 4 },
      { mcqOptions: planets, mcqCorrectIndex: -1 },
      { mcqOptions: planets, mcqCorrectIndex: null },
    ]) {
      await expect400(body, { mcqCorrectIndex: IMPROVE_MESSAGES.selectCorrectAnswer });
    }
  });

  it("both at once, repeated options, too few or too many options, unknown keys", async () => {
    await expect400(
      { mcqOptions: ["", "Mars", "Venus", "Earth"], mcqCorrectIndex: 9 },
      {
        mcqOptions: IMPROVE_MESSAGES.allOptionsContent,
        mcqCorrectIndex: IMPROVE_MESSAGES.selectCorrectAnswer,
      },
    );
    await expect400(
      { mcqOptions: ["Mars", "mars", "Venus", "Earth"], mcqCorrectIndex: 0 },
      { mcqOptions: IMPROVE_MESSAGES.optionsDistinct },
    );
    await expect400(
      { mcqOptions: ["Mercury"], mcqCorrectIndex: 0 },
      { mcqOptions: "must have at least 2 options" },
    );
    await expect400(
      { mcqOptions: Array.from({ length: 9 }, (_, i) => `Planet ${i}`), mcqCorrectIndex: 0 },
      { mcqOptions: "must have at most 8 options" },
    );
    await expect400(
      { mcqOptions: planets, mcqCorrectIndex: 1, type: "basic" },
      { type: "is not an allowed field" },
    );
  });
});

describe("mcq-options: owner only", () => {
  it("401 anonymous, 404 another user's private course, 403 their public one; the card is unchanged", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    const body = { mcqOptions: planets, mcqCorrectIndex: 1 };
    expect((await saveMcqOptions(t.app, null, course.id, card.id, body)).statusCode).toBe(401);
    const hidden = await saveMcqOptions(t.app, other, course.id, card.id, body);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe("Course not found");
    await setPublic(t.app, owner, course.id);
    const shown = await saveMcqOptions(t.app, other, course.id, card.id, body);
    expect(shown.statusCode).toBe(403);
    expect(shown.json().error.message).toBe("You do not have permission to edit this course");
    expect(await reload(course.id, card.id)).toEqual(card);
  });

  it("404 Card not found for a card of another course", async () => {
    const a = await astronomyCourse(t.app, owner);
    const b = await astronomyCourse(t.app, owner);
    const res = await saveMcqOptions(t.app, owner, a.course.id, mercury(b.cards).id, {
      mcqOptions: planets,
      mcqCorrectIndex: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Card not found");
  });
});
