import { describe, expect, it } from "vitest";
import { fewerCardsMessage } from "./fewer-cards";

describe("fewerCardsMessage", () => {
  it.each([
    [1, "Only 1 card to study, so this session has 1 of the 10 you chose."],
    [2, "Only 2 cards to study, so this session has 2 of the 10 you chose."],
  ])("when the session starts, says the cards given in the right plural (%i)", (n, text) => {
    expect(fewerCardsMessage(n, 10)).toBe(text);
  });

  it.each([
    [1, 1, "The selected course has 1 card, so this session will have 1 instead of 10."],
    [2, 2, "The selected courses have 2 cards, so this session will have 2 instead of 10."],
  ])("before the session, says what the courses hold in the right plural (%i)", (n, courses, text) => {
    expect(fewerCardsMessage(n, 10, courses)).toBe(text);
  });

  it("groups a large count as every other count is grouped", () => {
    expect(fewerCardsMessage(1234, 2000, 2)).toBe(
      "The selected courses have 1,234 cards, so this session will have 1234 instead of 2000.",
    );
  });

  it("says when the chosen courses have no card at all", () => {
    expect(fewerCardsMessage(0, 10, 1)).toBe("The selected course has no cards yet.");
    expect(fewerCardsMessage(0, 10, 3)).toBe("The selected courses have no cards yet.");
  });
});
