import { describe, expect, it } from "vitest";
import {
  mergeDistinct,
  parseCourseUploadText,
  UPLOAD_CHECK_CHUNK,
  UPLOAD_MESSAGES,
  validateCourseUpload,
  validateCourseUploadPaced,
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

describe("validateCourseUpload: requirements C5 checks in order", () => {
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

  it.each([
    ["name", course({ name: " " }), UPLOAD_MESSAGES.name],
    ["slug", course({ slug: undefined }), UPLOAD_MESSAGES.slug],
    ["topics", course({ topics: 1 }), UPLOAD_MESSAGES.topics],
    ["levels", course({ levels: "x" }), UPLOAD_MESSAGES.levels],
    ["cards", course({ cards: {} }), UPLOAD_MESSAGES.cards],
    ["cards", course({ cards: [] }), UPLOAD_MESSAGES.noCards],
    ["cards.0", course({ cards: [{ face: "Q" }] }), UPLOAD_MESSAGES.cardFields],
    ["$body", "not an object", UPLOAD_MESSAGES.name],
  ])("names the field of each spec message: %s", (path, json, message) => {
    expect(fail(json)).toMatchObject({ fields: { [path]: message }, message });
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
      message: "Card 3: difficultyScore: must be a whole number from 1 to 10",
      fields: { "cards.2.difficultyScore": "must be a whole number from 1 to 10" },
      index: 2,
    });
  });

  it("names nested fields", () => {
    const result = fail(
      course({ cards: [card({ deepDive: { title: "t", content: "c", artworks: [{ title: "x" }] } })] }),
    );
    expect(result.message).toBe("Card 1: deepDive.artworks.0.searchKeywords: Search Keywords is required");
  });

  it("names the field at fault: slug, config, nested card fields", () => {
    expect(Object.keys(fail(course({ slug: "Not A Slug" })).fields)).toEqual(["slug"]);
    expect(fail(course({ config: { cardsPerSession: 0 } }))).toMatchObject({
      fields: { "config.cardsPerSession": "must be at least 1" },
    });
    const mcq = fail(course({ cards: [card(), card({ type: "mcq", options: ["a", ""], answerIndex: 0 })] }));
    expect(mcq.index).toBe(1);
    expect(Object.keys(mcq.fields)).toContain("cards.1.options");
  });

  it("refuses unknown keys at any depth, naming each (docs/decisions/validation-errors.md)", () => {
    expect(fail(course({ version: 2 }))).toMatchObject({
      fields: { version: "is not an allowed field" },
      message: "version: is not an allowed field",
    });
    expect(fail(course({ config: { cardsPerSession: 5, pace: "fast" } }))).toMatchObject({
      fields: { "config.pace": "is not an allowed field" },
    });
    expect(fail(course({ cards: [card(), card({ explanationRigth: "typo" })] }))).toMatchObject({
      fields: { "cards.1.explanationRigth": "is not an allowed field" },
      message: "Card 2: explanationRigth: is not an allowed field",
    });
    expect(
      fail(course({ cards: [card({ glossary: [{ term: "t", definitionShort: "d", x: 1 }] })] })),
    ).toMatchObject({
      fields: { "cards.0.glossary.0.x": "is not an allowed field" },
    });
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

describe("parseCourseUploadText and mergeDistinct", () => {
  it("'Invalid JSON format' for text that does not parse", () => {
    expect(parseCourseUploadText("{nope")).toMatchObject({ ok: false, message: "Invalid JSON format" });
    expect(parseCourseUploadText(JSON.stringify(course())).ok).toBe(true);
  });

  it("keeps existing values first and adds each new one once", () => {
    expect(mergeDistinct(["a", "b"], ["c", "a", "c", "d"])).toEqual(["a", "b", "c", "d"]);
  });
});

describe("validateCourseUploadPaced: the same checks, pausing between chunks of cards", () => {
  const many = (n: number, bad?: number) =>
    course({
      cards: Array.from({ length: n }, (_, i) =>
        card({ face: `Q ${i}?`, ...(i === bad ? { back: " " } : {}) }),
      ),
    });

  it("pauses after every chunk of cards and answers what validateCourseUpload answers", async () => {
    const json = many(5000);
    let pauses = 0;
    const paced = await validateCourseUploadPaced(json, async () => {
      pauses += 1;
    });
    expect(pauses).toBe(Math.ceil(5000 / UPLOAD_CHECK_CHUNK) - 1);
    expect(paced).toEqual(validateCourseUpload(json));
  });

  it("checks no card between two pauses beyond its chunk: the checks wait for each pause", async () => {
    const json = many(3 * UPLOAD_CHECK_CHUNK, 2 * UPLOAD_CHECK_CHUNK + 5);
    let release: () => void = () => {};
    let pauses = 0;
    const result = validateCourseUploadPaced(json, () => {
      pauses += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await Promise.resolve();
    expect(pauses).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pauses).toBe(2);
    release();
    const failed = await result;
    expect(failed).toEqual(validateCourseUpload(json));
    expect(failed).toMatchObject({ ok: false, index: 2 * UPLOAD_CHECK_CHUNK + 5 });
  });

  it("stops at a bad first card with the same message and no pause", async () => {
    let pauses = 0;
    const result = await validateCourseUploadPaced(many(600, 0), async () => {
      pauses += 1;
    });
    expect(result).toEqual(validateCourseUpload(many(600, 0)));
    expect(pauses).toBe(0);
  });
});
