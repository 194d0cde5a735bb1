import { describe, expect, it } from "vitest";
import { checkClozeAnswer, normalizeAnswer } from "./cloze-answer";

const card = { acceptableAnswers: ["eight", "8", "Ångström"], back: "Eight minutes" };

describe("checkClozeAnswer", () => {
  it("matches an acceptable answer trimmed and case-insensitively", () => {
    expect(checkClozeAnswer("  EIGHT ", card)).toBe(true);
    expect(checkClozeAnswer("8", card)).toBe(true);
  });

  it("ignores accents on either side", () => {
    expect(checkClozeAnswer("angstrom", card)).toBe(true);
    expect(checkClozeAnswer("éight", card)).toBe(true);
  });

  it("accepts the card's back as an answer too, with inner spaces collapsed", () => {
    expect(checkClozeAnswer("eight   minutes", card)).toBe(true);
    expect(checkClozeAnswer("Mercury", { acceptableAnswers: null, back: "mercury" })).toBe(true);
  });

  it("rejects other text, partial text and blank input", () => {
    expect(checkClozeAnswer("nine", card)).toBe(false);
    expect(checkClozeAnswer("eigh", card)).toBe(false);
    expect(checkClozeAnswer("   ", card)).toBe(false);
    expect(checkClozeAnswer("", { acceptableAnswers: ["", " "], back: "" })).toBe(false);
  });
});

describe("normalizeAnswer", () => {
  it("strips combining marks after NFD decomposition", () => {
    expect(normalizeAnswer(" Crème  Brûlée ")).toBe("creme brulee");
  });
});
