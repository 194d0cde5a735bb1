import { describe, expect, it } from "vitest";
import {
  checkCard,
  mergeDistinct,
  parseCourseUploadText,
  UPLOAD_MESSAGES,
  validateCourseUpload,
} from "./upload-validation";

const card = (over: Record<string, unknown> = {}) => ({
  face: "Q?",
  back: "A",
  topic: "T",
  level: "Beginner",
  ...over,
});
const course = (over: Record<string, unknown> = {}) => ({
  name: "Course",
  slug: "course",
  topics: [],
  levels: [],
  cards: [card()],
  ...over,
});
const fail = (json: unknown) => {
  const result = validateCourseUpload(json);
  if (result.ok) throw new Error("expected a failure");
  return result;
};

describe("validateCourseUpload: part2 §5 checks in order", () => {
  it.each([
    ["1 name", course({ name: undefined }), UPLOAD_MESSAGES.name],
    ["1 name not text", course({ name: 5 }), UPLOAD_MESSAGES.name],
    ["1 not an object", null, UPLOAD_MESSAGES.name],
    ["2 slug", course({ slug: "" }), UPLOAD_MESSAGES.slug],
    ["3 topics", course({ topics: null }), UPLOAD_MESSAGES.topics],
    ["4 levels", course({ levels: {} }), UPLOAD_MESSAGES.levels],
    ["5 cards", course({ cards: "x" }), UPLOAD_MESSAGES.cards],
    ["6 at least one card", course({ cards: [] }), UPLOAD_MESSAGES.noCards],
    [
      "7 first card fields",
      course({ cards: [{ face: "Q", back: "A", level: "Beginner" }] }),
      UPLOAD_MESSAGES.cardFields,
    ],
    ["7 first card not an object", course({ cards: ["Q"] }), UPLOAD_MESSAGES.cardFields],
    ["order: name before cards", { slug: "s" }, UPLOAD_MESSAGES.name],
    ["order: topics before cards", course({ topics: "x", cards: [] }), UPLOAD_MESSAGES.topics],
  ])("%s", (_rule, json, message) => {
    expect(fail(json).message).toBe(message);
  });

  it("uses the spec's exact words", () => {
    expect(UPLOAD_MESSAGES).toMatchObject({
      name: 'Missing "name" field',
      slug: 'Missing "slug" field',
      topics: 'Missing or invalid "topics" field',
      levels: 'Missing or invalid "levels" field',
      cards: 'Missing or invalid "cards" field',
      noCards: "At least one card is required",
      cardFields: "Cards must have face, back, topic, and level fields",
      invalidJson: "Invalid JSON format",
    });
  });

  it("the 7th rule reports index 0", () => {
    expect(fail(course({ cards: [{}] })).index).toBe(0);
  });
});

describe("validateCourseUpload: server-side checks after the spec's seven", () => {
  it("limits a course to 5,000 cards", () => {
    const result = fail(course({ cards: Array.from({ length: 5_001 }, () => card()) }));
    expect(result.message).toBe(UPLOAD_MESSAGES.tooManyCards(5_001));
    expect(result.message).toContain("5,000");
  });

  it("checks every card with the full schema: message counts from 1, index from 0", () => {
    const result = fail(course({ cards: [card(), card(), card({ difficultyScore: 11 })] }));
    expect(result).toEqual({
      ok: false,
      message: "Card 3: difficultyScore: Too big: expected number to be <=10",
      index: 2,
    });
  });

  it("names nested fields", () => {
    const result = fail(
      course({ cards: [card({ deepDive: { title: "t", content: "c", artworks: [{ title: "x" }] } })] }),
    );
    expect(result.message).toBe("Card 1: deepDive.artworks.0.searchKeywords: Search Keywords is required");
  });

  it("checks the course fields (slug format, course levels)", () => {
    expect(fail(course({ slug: "Not A Slug" })).message).toMatch(/^slug: may only contain/);
    expect(fail(course({ levels: ["Expert"] })).message).toBe(
      "levels.0: must be Beginner, Intermediate or Advanced",
    );
  });

  it("an mcq with answerIndex out of range fails with the card", () => {
    const result = fail(
      course({ cards: [card(), card({ type: "mcq", options: ["a", "b"], answerIndex: 5 })] }),
    );
    expect(result).toMatchObject({
      message: "Card 2: answerIndex: must be between 0 and 1 (the card has 2 options)",
      index: 1,
    });
  });
});

describe("validateCourseUpload: the valid course", () => {
  it("applies defaults and merges card topics and levels into the course lists", () => {
    const result = validateCourseUpload(
      course({
        topics: ["T"],
        cards: [card(), card({ topic: "U", level: "Advanced" })],
        config: { cardsPerSession: 20 },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.course).toMatchObject({
      description: "",
      topics: ["T", "U"],
      levels: ["Beginner", "Advanced"],
      config: { defaultFrequency: "daily", cardsPerSession: 20 },
    });
    expect(result.course.cards[0]).toMatchObject({
      type: "basic",
      frequency: "daily",
      minReadTime: 5,
      wordCount: 2,
    });
  });
});

describe("checkCard: the card rules on save", () => {
  const ok = (input: Record<string, unknown>) => {
    const result = checkCard(card(input));
    if (!result.ok) throw new Error(result.message);
    return result.card;
  };

  it("non-mcq cards drop options and answerIndex; non-cloze cards drop acceptableAnswers", () => {
    expect(
      ok({ type: "basic", options: ["a", "b"], answerIndex: 1, acceptableAnswers: ["x"] }),
    ).toMatchObject({
      options: null,
      answerIndex: null,
      acceptableAnswers: null,
    });
    expect(ok({ type: "cloze", options: ["a"], acceptableAnswers: ["x", " "] })).toMatchObject({
      options: null,
      acceptableAnswers: ["x"],
    });
  });

  it("mcq: blank options are dropped, answerIndex follows; fewer than 2 or no index fail", () => {
    expect(ok({ type: "mcq", options: ["", "a", " ", "b"], answerIndex: 3 })).toMatchObject({
      options: ["a", "b"],
      answerIndex: 1,
    });
    expect(checkCard(card({ type: "mcq", options: ["a", ""], answerIndex: 0 }))).toEqual({
      ok: false,
      message: "options: a multiple-choice card needs at least 2 options",
    });
    expect(checkCard(card({ type: "mcq", options: ["a", "b"] }))).toMatchObject({
      ok: false,
      message: /^answerIndex:/,
    });
    expect(checkCard(card({ type: "mcq", options: ["a", "", "b"], answerIndex: 1 }))).toEqual({
      ok: false,
      message: "answerIndex: the correct option is blank",
    });
  });

  it("computes wordCount from face and back and turns blank explanations into null", () => {
    expect(
      ok({ face: "one two", back: " three ", explanationRight: " ", explanationWrong: "why" }),
    ).toMatchObject({
      wordCount: 3,
      explanationRight: null,
      explanationWrong: "why",
    });
  });

  it("rejects a non-object", () => {
    expect(checkCard("card")).toMatchObject({ ok: false });
  });
});

describe("parseCourseUploadText and mergeDistinct", () => {
  it("'Invalid JSON format' for text that does not parse", () => {
    expect(parseCourseUploadText("{nope")).toEqual({ ok: false, message: "Invalid JSON format" });
    expect(parseCourseUploadText(JSON.stringify(course())).ok).toBe(true);
  });

  it("keeps existing values first and adds each new one once", () => {
    expect(mergeDistinct(["a", "b"], ["c", "a", "c", "d"])).toEqual(["a", "b", "c", "d"]);
  });
});
