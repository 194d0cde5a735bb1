import { describe, expect, it } from "vitest";
import { cardAnswerText, contentWords, PASSAGE_SUPPORT_THRESHOLD, passageSupport } from "./passage-support";

const PASSAGE =
  "The Calvin cycle takes place in the stroma. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate, and the products are reduced with ATP and NADPH.";

describe("passageSupport (a check rejects a card whose answer has no support in its passage)", () => {
  it("supports an answer stated in the passage, whatever its case, accents and punctuation", () => {
    expect(passageSupport("In the STROMA.", PASSAGE).supported).toBe(true);
    expect(passageSupport("RuBisCO fixes carbon dioxide", PASSAGE)).toMatchObject({
      supported: true,
      ratio: 1,
    });
    expect(passageSupport("Café", "Un café noir.").supported).toBe(true);
    expect(passageSupport("cafe", "Un café noir.").supported).toBe(true);
  });

  it("matches inflected words by their first five letters", () => {
    expect(passageSupport("It reduces the products", PASSAGE).supported).toBe(true);
    expect(passageSupport("carbon fixing enzymes", PASSAGE).supported).toBe(true);
  });

  it("rejects an answer whose content words are mostly absent, and names them", () => {
    const result = passageSupport("Mitochondria release energy through respiration", PASSAGE);
    expect(result.supported).toBe(false);
    expect(result.ratio).toBe(0);
    expect(result.missing).toEqual(["mitochondria", "release", "energy", "through", "respiration"]);
  });

  it(`needs at least ${PASSAGE_SUPPORT_THRESHOLD * 100}% of the content words`, () => {
    // stroma, carbon found; mitochondria, membranes not: 2 of 4.
    expect(passageSupport("stroma carbon mitochondria membranes", PASSAGE)).toMatchObject({
      ratio: 0.5,
      supported: true,
    });
    // 1 of 3.
    expect(passageSupport("stroma mitochondria membranes", PASSAGE).supported).toBe(false);
  });

  it("keeps numbers, drops stop words and short words; an answer without content words passes", () => {
    expect(contentWords("The 3 turns of the cycle")).toEqual(["3", "turns", "cycle"]);
    expect(passageSupport("Three", "One, two.").supported).toBe(false);
    expect(passageSupport("7", "Seven days.").supported).toBe(false);
    expect(passageSupport("Yes, it is", PASSAGE)).toMatchObject({ supported: true, ratio: 1 });
  });

  it("reads an MCQ's correct option as its answer, else the back", () => {
    expect(
      cardAnswerText({ type: "mcq", back: "long back", options: ["a", "b", "c", "d"], answerIndex: 2 }),
    ).toBe("c");
    expect(cardAnswerText({ type: "basic", back: "the back", options: null, answerIndex: null })).toBe(
      "the back",
    );
  });
});
