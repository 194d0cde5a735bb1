import { describe, expect, it } from "vitest";
import { NOUNS, plural, pluralForm } from "./plural";

describe("plural", () => {
  it.each([
    [0, "0 cards"],
    [1, "1 card"],
    [2, "2 cards"],
    [1.5, "1.5 cards"],
    [1234, "1,234 cards"],
  ])("%d gives %j", (count, text) => {
    expect(plural(count, NOUNS.card)).toBe(text);
  });

  it("picks only the noun when the count is shown apart", () => {
    expect(pluralForm(1, NOUNS.topic)).toBe("topic");
    expect(pluralForm(3, NOUNS.topic)).toBe("topics");
  });
});
