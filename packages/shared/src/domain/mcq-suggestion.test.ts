import { describe, expect, it } from "vitest";
import { IMPROVE_MESSAGES, MCQ_SUGGESTION_DEFAULTS, McqOptionsBody } from "../contracts/improve";
import {
  answerForApprovedOptions,
  approvalChangesAnswer,
  describeMcqIssue,
  mcqApprovalIssues,
  mcqSuggestionIssues,
  normalizeConfidence,
  normalizeReasoning,
  optionIsAnswer,
  repairMcqSuggestion,
  reviewableOptions,
  suggestionConfidence,
  UNTRUSTED_CONFIDENCE,
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

describe("mcqSuggestionIssues: what the review marks, at the field it concerns", () => {
  const draft = { face: "Which planet is closest to the Sun?", back: "Mercury" };

  it("none for 4 distinct options whose correct one is the answer", () => {
    expect(mcqSuggestionIssues({ ...draft, options: planets, answerIndex: 1 })).toEqual([]);
  });

  it("marks duplicates and blanks on their option, a wrong count on the list, a lost index on the index", () => {
    expect(
      mcqSuggestionIssues({ ...draft, options: ["Mercury", "mercury", "Mars", "Earth"], answerIndex: 0 }),
    ).toEqual([{ path: "mcqOptions.1", message: "options are not distinct" }]);
    expect(
      mcqSuggestionIssues({ ...draft, options: ["Mercury", " ", "Mars", "Earth"], answerIndex: 0 }),
    ).toEqual([{ path: "mcqOptions.1", message: "an option is empty" }]);
    expect(mcqSuggestionIssues({ ...draft, options: ["Mercury", "Mars", "Earth"], answerIndex: 0 })).toEqual([
      { path: "mcqOptions", message: "needs exactly 4 options, had 3" },
    ]);
    // requirements C5's words for an index that is no option's.
    expect(mcqSuggestionIssues({ ...draft, options: planets, answerIndex: 4 })).toEqual([
      { path: "mcqCorrectIndex", message: "Please select a correct answer" },
    ]);
    expect(mcqSuggestionIssues({ ...draft, options: planets, answerIndex: null })).toHaveLength(1);
  });

  it("marks a correct option that is not the card's answer, naming the one that is", () => {
    expect(mcqSuggestionIssues({ ...draft, options: planets, answerIndex: 0 })).toEqual([
      { path: "mcqOptions.0", message: "option B is the card's answer, but option A is marked correct" },
    ]);
    expect(
      mcqSuggestionIssues({ ...draft, back: "The smallest planet", options: planets, answerIndex: 1 })[0]!
        .message,
    ).toMatch(/^the correct option B \("Mercury"\) is not the card's answer/);
  });

  it("marks a correct option that the question gives away, and an option too long to store", () => {
    const giveaway = { face: "Is Mercury the closest planet?", back: "Mercury" };
    expect(mcqSuggestionIssues({ ...giveaway, options: planets, answerIndex: 1 })).toEqual([
      { path: "mcqOptions.1", message: "the question gives away the correct option" },
    ]);
    const long = ["Venus", "Mercury", "Mars", "x".repeat(1001)];
    expect(mcqSuggestionIssues({ ...draft, options: long, answerIndex: 1 })).toEqual([
      { path: "mcqOptions.3", message: "must be at most 1000 characters" },
    ]);
  });

  it("reads as one line each for the model's retry", () => {
    const issues = mcqSuggestionIssues({
      ...draft,
      options: ["Mercury", "mercury", "Mars", "Earth"],
      answerIndex: 9,
    });
    expect(issues.map(describeMcqIssue)).toEqual([
      "option B: options are not distinct",
      "correctIndex: Please select a correct answer",
    ]);
  });
});

describe("mcqApprovalIssues: the checks the owner's edited options must pass", () => {
  const face = "Which planet is closest to the Sun?";

  it("any count of options; the correct one need not be the answer (the answer follows it)", () => {
    expect(mcqApprovalIssues({ face, options: ["Venus", "Mercury", "Mars"], answerIndex: 0 })).toEqual([]);
  });

  it("blanks, duplicates, a giveaway", () => {
    expect(mcqApprovalIssues({ face, options: ["Venus", "venus", ""], answerIndex: 0 })).toEqual([
      { path: "mcqOptions.2", message: "an option is empty" },
      { path: "mcqOptions.1", message: "options are not distinct" },
    ]);
    expect(mcqApprovalIssues({ face, options: ["Sun", "Moon"], answerIndex: 0 })).toEqual([
      { path: "mcqOptions.0", message: "the question gives away the correct option" },
    ]);
  });
});

describe("an untrusted suggestion for review", () => {
  it("has a low confidence: at most UNTRUSTED_CONFIDENCE when there are issues", () => {
    const issue = [{ path: "mcqOptions.1", message: "an option is empty" }];
    expect(suggestionConfidence(0.95, issue)).toBe(UNTRUSTED_CONFIDENCE);
    expect(suggestionConfidence(0.1, issue)).toBe(0.1);
    expect(suggestionConfidence(0.95, [])).toBe(0.95);
    expect(suggestionConfidence(null, issue)).toBe(UNTRUSTED_CONFIDENCE);
  });

  it("gets at least 4 options (blank ones to fill) and at most 8; an index outside them is none", () => {
    expect(reviewableOptions(["A", "B"], 1)).toEqual({ options: ["A", "B", "", ""], answerIndex: 1 });
    const ten = Array.from({ length: 10 }, (_, i) => `Option ${i}`);
    expect(reviewableOptions(ten, 9)).toEqual({ options: ten.slice(0, 8), answerIndex: null });
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

describe("confidence and reasoning (requirements C3)", () => {
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

describe("McqOptionsBody (requirements C5 MCQ approval)", () => {
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
