import { describe, expect, it } from "vitest";
import {
  answerKey,
  CARD_RULE_MESSAGES,
  CardFieldsWithRules,
  cardRuleIssues,
  checkCard,
  optionsNamedBy,
  reconcileMcqAnswer,
} from "./card-rules";
import { validateCourseUpload } from "./upload-validation";

const card = (over: Record<string, unknown> = {}) => ({
  face: "Q?",
  back: "A",
  topic: "T",
  level: "Beginner",
  ...over,
});
const planets = {
  type: "mcq",
  back: "Mercury",
  options: ["Venus", "Mercury", "Mars", "Earth"],
  answerIndex: 1,
};

describe("checkCard: the card rules on save (upload, manual card, edit, AI cards)", () => {
  const ok = (input: Record<string, unknown>) => {
    const result = checkCard(card(input));
    if (!result.ok) throw new Error(result.message);
    return result.card;
  };

  it("non-mcq cards drop options and answerIndex; non-cloze cards drop acceptableAnswers (requirements C2)", () => {
    expect(
      ok({ type: "basic", options: ["a", "b"], answerIndex: 1, acceptableAnswers: ["x"] }),
    ).toMatchObject({ options: null, answerIndex: null, acceptableAnswers: null });
    expect(ok({ type: "cloze", options: ["a"], acceptableAnswers: ["x", " "] })).toMatchObject({
      options: null,
      acceptableAnswers: ["x"],
    });
  });

  it("mcq: empty option strings are dropped and answerIndex follows its option (requirements C5)", () => {
    expect(ok({ type: "mcq", back: "b", options: ["", "a", " ", "b"], answerIndex: 3 })).toMatchObject({
      options: ["a", "b"],
      answerIndex: 1,
    });
  });

  it("mcq: fewer than 2 options, no correct option, a blank or out-of-range one fail with the field named", () => {
    expect(checkCard(card({ type: "mcq", options: ["a", ""], answerIndex: 0 }))).toMatchObject({
      ok: false,
      message: "options: A multiple-choice card needs at least 2 options",
    });
    expect(checkCard(card({ type: "mcq", options: ["a", "b"] }))).toMatchObject({
      ok: false,
      message: "answerIndex: Select the correct option",
    });
    expect(checkCard(card({ type: "mcq", options: ["a", "", "b"], answerIndex: 1 }))).toMatchObject({
      ok: false,
      message: "answerIndex: The correct option cannot be empty",
    });
    expect(checkCard(card({ type: "mcq", options: ["a", "b"], answerIndex: 2 }))).toMatchObject({
      ok: false,
      message: "answerIndex: must be between 0 and 1 (the card has 2 options)",
    });
  });

  it("reports every problem at once, by field path", () => {
    const result = checkCard({
      face: " ",
      back: "",
      topic: "",
      level: "",
      type: "mcq",
      options: ["only"],
      artworks: [{ title: "", searchKeywords: "" }],
      minReadTime: 0,
    });
    expect(result).toMatchObject({
      ok: false,
      message: "face: Question is required",
      fields: {
        face: "Question is required",
        back: "Answer is required",
        topic: "Topic is required",
        level: "Level is required",
        options: CARD_RULE_MESSAGES.mcqTwoOptions,
        answerIndex: CARD_RULE_MESSAGES.mcqChooseCorrect,
        "artworks.0.title": "Title is required",
        "artworks.0.searchKeywords": "Search Keywords is required",
        minReadTime: "must be a whole number of seconds from 1 to 600",
      },
    });
  });

  it("computes wordCount from face and back and turns blank explanations into null", () => {
    expect(
      ok({ face: "one two", back: " three ", explanationRight: " ", explanationWrong: "why" }),
    ).toMatchObject({ wordCount: 3, explanationRight: null, explanationWrong: "why" });
  });

  it("rejects a non-object", () => {
    expect(checkCard("card")).toMatchObject({ ok: false });
  });
});

describe("the MCQ answer rule: the answer and the correct option cannot diverge", () => {
  it("accepts an answer that is the correct option, or explains it in other words", () => {
    expect(cardRuleIssues(planets)).toEqual([]);
    expect(cardRuleIssues({ ...planets, back: "mercury." })).toEqual([]);
    expect(cardRuleIssues({ ...planets, back: "Mercury, the innermost planet" })).toEqual([]);
  });

  it("refuses an answer that names another option than the one marked correct", () => {
    expect(cardRuleIssues({ ...planets, back: "Venus" })).toEqual([
      { path: ["back"], message: CARD_RULE_MESSAGES.mcqAnswerNamesOtherOption(0, 1) },
    ]);
    expect(CARD_RULE_MESSAGES.mcqAnswerNamesOtherOption(0, 1)).toBe(
      "The answer is option A, but option B is marked correct. Mark option A as correct or change the answer.",
    );
    expect(checkCard(card({ ...planets, back: "  VENUS " }))).toMatchObject({
      ok: false,
      message: /^back: /,
    });
  });

  it("is applied to uploads too, naming the card", () => {
    const result = validateCourseUpload({
      name: "C",
      slug: "c",
      topics: [],
      levels: [],
      cards: [card(), card({ ...planets, back: "Venus" })],
    });
    expect(result).toMatchObject({ ok: false, index: 1, message: /^Card 2: back: The answer is option A/ });
  });

  it("compares text ignoring case, spacing, emphasis and a final full stop", () => {
    expect(answerKey("  **Paris**.  ")).toBe("paris");
    expect(optionsNamedBy("paris", ["Lyon", "Paris", "", "PARIS"])).toEqual([1, 3]);
    expect(optionsNamedBy(" ", ["", "a"])).toEqual([]);
  });
});

describe("CardFieldsWithRules", () => {
  it("checks fields and rules in one parse, so a form sees every error at once", () => {
    const parsed = CardFieldsWithRules.safeParse(card({ face: "", type: "mcq", options: ["a", "b"] }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["face", "answerIndex"]);
  });
});

describe("reconcileMcqAnswer: the forms keep the answer and the correct option together", () => {
  const before = { back: "Mercury", options: ["Venus", "Mercury", "Mars", "Earth"], answerIndex: 1 };

  it("an answer changed to another option's text makes that option the correct one", () => {
    expect(reconcileMcqAnswer(before, { ...before, back: "Venus" })).toMatchObject({ answerIndex: 0 });
    expect(reconcileMcqAnswer(before, { ...before, back: "The innermost planet" })).toMatchObject({
      answerIndex: 1,
    });
  });

  it("choosing another correct option carries an answer that was the old option's text", () => {
    expect(reconcileMcqAnswer(before, { ...before, answerIndex: 2 })).toEqual({
      ...before,
      answerIndex: 2,
      back: "Mars",
    });
    const explained = { ...before, back: "Mercury, at 0.39 AU" };
    expect(reconcileMcqAnswer(explained, { ...explained, answerIndex: 2 })).toEqual({
      ...explained,
      answerIndex: 2,
    });
  });

  it("editing the correct option's text carries the answer along", () => {
    const options = ["Venus", "Planet Mercury", "Mars", "Earth"];
    expect(reconcileMcqAnswer(before, { ...before, options })).toEqual({
      ...before,
      options,
      back: "Planet Mercury",
    });
  });

  it("typing the answer's text into an option marks it correct when none is yet", () => {
    const start = { back: "Carbon dioxide", options: ["Oxygen", "", "", ""], answerIndex: null };
    const options = ["Oxygen", "Carbon dioxide", "", ""];
    expect(reconcileMcqAnswer(start, { ...start, options })).toEqual({ ...start, options, answerIndex: 1 });
  });

  it("never leaves a state that the save check refuses", () => {
    const steps = [
      { ...before, back: "Venus" },
      { ...before, answerIndex: 3 },
      { ...before, options: ["Mercury", "Venus", "Mars", "Earth"] },
    ];
    for (const after of steps) {
      const result = reconcileMcqAnswer(before, after);
      expect(cardRuleIssues({ type: "mcq", ...result })).toEqual([]);
    }
  });
});
