import { describe, expect, it } from "vitest";
import { IMPROVE_MESSAGES, MCQ_SUGGESTION_DEFAULTS, McqOptionsBody } from "../contracts/improve";
import {
  answerForApprovedOptions,
  approvalChangesAnswer,
  mcqSuggestionProblems,
  normalizeConfidence,
  normalizeReasoning,
  optionIsAnswer,
  repairMcqSuggestion,
} from "./mcq-suggestion";

const planets = ["Venus", "Mercury", "Mars", "Earth"];

describe("optionIsAnswer", () => {
  it("is true when the answer names the option (case, spacing, final stop do not count)", () => {
    expect(optionIsAnswer("mercury.", planets, 1)).toBe(true);
    expect(optionIsAnswer("Mercury", planets, 0)).toBe(false);
  });

  it("is true when the answer contains the option's words and names no other option", () => {
    expect(optionIsAnswer("Mercury, the closest planet to the Sun", planets, 1)).toBe(true);
    expect(optionIsAnswer("The closest planet", planets, 1)).toBe(false);
    // Whole words only: "Mars" is not inside "Marshall".
    expect(optionIsAnswer("Marshall", planets, 2)).toBe(false);
  });

  it("is false for a blank or missing option", () => {
    expect(optionIsAnswer("Mercury", ["", "Mercury"], 0)).toBe(false);
    expect(optionIsAnswer("Mercury", planets, 9)).toBe(false);
  });
});

describe("mcqSuggestionProblems", () => {
  const draft = { face: "Which planet is closest to the Sun?", back: "Mercury" };

  it("accepts 4 distinct options whose correct one is the answer", () => {
    expect(mcqSuggestionProblems({ ...draft, options: planets, answerIndex: 1 })).toEqual([]);
  });

  it("refuses duplicates, blanks, a wrong count and an index out of range", () => {
    expect(
      mcqSuggestionProblems({ ...draft, options: ["Mercury", "mercury", "Mars", "Earth"], answerIndex: 0 }),
    ).toContain("options are not distinct");
    expect(
      mcqSuggestionProblems({ ...draft, options: ["Mercury", " ", "Mars", "Earth"], answerIndex: 0 }),
    ).toContain("an option is empty");
    expect(
      mcqSuggestionProblems({ ...draft, options: ["Mercury", "Mars", "Earth"], answerIndex: 0 }),
    ).toContain("needs exactly 4 options, had 3");
    expect(mcqSuggestionProblems({ ...draft, options: planets, answerIndex: 4 })).toContain(
      "answerIndex 4 is not the index of an option",
    );
  });

  it("refuses a correct option that is not the card's answer, naming the one that is", () => {
    expect(mcqSuggestionProblems({ ...draft, options: planets, answerIndex: 0 })).toEqual([
      "option B is the card's answer, but option A is marked correct",
    ]);
    expect(
      mcqSuggestionProblems({ ...draft, back: "The smallest planet", options: planets, answerIndex: 1 })[0],
    ).toMatch(/^the correct option B \("Mercury"\) is not the card's answer/);
  });

  it("refuses a correct option that the question gives away", () => {
    const giveaway = { face: "Is Mercury the closest planet?", back: "Mercury" };
    expect(mcqSuggestionProblems({ ...giveaway, options: planets, answerIndex: 1 })).toContain(
      "the question gives away the correct option",
    );
  });
});

describe("repairMcqSuggestion", () => {
  it("trims options and keeps a right index", () => {
    expect(repairMcqSuggestion("Mercury", [" Venus ", "Mercury", "Mars", "Earth"], 1)).toEqual({
      options: planets,
      answerIndex: 1,
    });
  });

  it("moves an out-of-range or wrong index to the one option that is the answer", () => {
    expect(repairMcqSuggestion("Mercury", planets, 4).answerIndex).toBe(1);
    expect(repairMcqSuggestion("Mercury", planets, 0).answerIndex).toBe(1);
    expect(repairMcqSuggestion("Mercury", planets, null).answerIndex).toBe(1);
  });

  it("leaves the index alone when no option (or more than one) is the answer by text", () => {
    expect(repairMcqSuggestion("Pluto", planets, 7).answerIndex).toBe(7);
    expect(repairMcqSuggestion("Mars", ["Mars", "mars", "Venus", "Earth"], 2).answerIndex).toBe(2);
  });
});

describe("confidence and reasoning (part2 §3)", () => {
  it("confidence defaults to 0.8 when missing, reads a percentage, and is clamped to 0-1", () => {
    expect(normalizeConfidence(null)).toBe(MCQ_SUGGESTION_DEFAULTS.confidence);
    expect(normalizeConfidence(undefined)).toBe(0.8);
    expect(normalizeConfidence(Number.NaN)).toBe(0.8);
    expect(normalizeConfidence(0.65)).toBe(0.65);
    expect(normalizeConfidence(85)).toBe(0.85);
    expect(normalizeConfidence(250)).toBe(1);
    expect(normalizeConfidence(-0.2)).toBe(0);
  });

  it("reasoning falls back to a default text when missing or blank", () => {
    expect(normalizeReasoning(null)).toBe(MCQ_SUGGESTION_DEFAULTS.reasoning);
    expect(normalizeReasoning("   ")).toBe(MCQ_SUGGESTION_DEFAULTS.reasoning);
    expect(normalizeReasoning(" Mars  is red. ")).toBe("Mars is red.");
  });
});

describe("answerForApprovedOptions", () => {
  it("keeps an answer that already is the correct option", () => {
    expect(answerForApprovedOptions("Mercury.", planets, 1)).toBe("Mercury.");
    expect(answerForApprovedOptions("Mercury, closest to the Sun", planets, 1)).toBe(
      "Mercury, closest to the Sun",
    );
    expect(approvalChangesAnswer("Mercury.", planets, 1)).toBe(false);
  });

  it("sets the answer to the correct option's text otherwise (another option marked, or an edited one)", () => {
    expect(answerForApprovedOptions("Mercury", planets, 2)).toBe("Mars");
    expect(answerForApprovedOptions("Mercury", ["Venus", "Mercury (planet)", "Mars", "Earth"], 1)).toBe(
      "Mercury (planet)",
    );
    expect(approvalChangesAnswer("Mercury", planets, 2)).toBe(true);
  });
});

describe("McqOptionsBody (part2 §5 MCQ approval)", () => {
  const issues = (body: unknown) =>
    McqOptionsBody.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

  it("'All options must have content' on mcqOptions when an option is blank", () => {
    expect(issues({ mcqOptions: ["A", "  ", "C", "D"], mcqCorrectIndex: 0 })).toEqual([
      ["mcqOptions", IMPROVE_MESSAGES.allOptionsContent],
    ]);
  });

  it("'Please select a correct answer' on mcqCorrectIndex when missing, not whole or out of range", () => {
    for (const mcqCorrectIndex of [undefined, null, -1, 1.5, 4, "1"]) {
      expect(issues({ mcqOptions: ["A", "B", "C", "D"], mcqCorrectIndex })).toEqual([
        ["mcqCorrectIndex", IMPROVE_MESSAGES.selectCorrectAnswer],
      ]);
    }
  });

  it("shows both problems at once, and refuses options that repeat each other", () => {
    expect(issues({ mcqOptions: ["A", "", "C", "D"], mcqCorrectIndex: null })).toEqual([
      ["mcqCorrectIndex", IMPROVE_MESSAGES.selectCorrectAnswer],
      ["mcqOptions", IMPROVE_MESSAGES.allOptionsContent],
    ]);
    expect(issues({ mcqOptions: ["Mars", "mars!", "C", "D"], mcqCorrectIndex: 0 })).toEqual([
      ["mcqOptions", IMPROVE_MESSAGES.optionsDistinct],
    ]);
  });

  it("trims the options it accepts", () => {
    expect(McqOptionsBody.parse({ mcqOptions: [" A ", "B"], mcqCorrectIndex: 1 })).toEqual({
      mcqOptions: ["A", "B"],
      mcqCorrectIndex: 1,
    });
  });
});
