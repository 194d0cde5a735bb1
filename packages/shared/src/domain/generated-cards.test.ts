import { describe, expect, it } from "vitest";
import { mcqOptionProblems, shortfallMessage, textKey } from "./generated-cards";

const mcq = (over: Partial<Parameters<typeof mcqOptionProblems>[0]> = {}) => ({
  face: "What is the capital of France?",
  options: ["Paris", "Lyon", "Marseille", "Nice"],
  answerIndex: 0,
  ...over,
});

describe("textKey", () => {
  it("compares faces by their letters and digits, case- and punctuation-blind", () => {
    expect(textKey("  What is DNA?! ")).toBe("what is dna");
    expect(textKey("Qu'est-ce que l'ADN ?")).toBe("qu est ce que l adn");
    expect(textKey("Was ist DNS — kurz?")).toBe(textKey("was ist dns kurz"));
  });
});

describe("mcqOptionProblems", () => {
  it("accepts 4 distinct options with the answer in range and not in the question", () => {
    expect(mcqOptionProblems(mcq())).toEqual([]);
    expect(mcqOptionProblems(mcq({ answerIndex: 3 }))).toEqual([]);
  });

  it("needs exactly 4 options, none blank", () => {
    expect(mcqOptionProblems(mcq({ options: ["Paris", "Lyon", "Nice"] }))).toContain(
      "needs exactly 4 options, had 3",
    );
    expect(mcqOptionProblems(mcq({ options: null }))).toContain("needs exactly 4 options, had 0");
    expect(mcqOptionProblems(mcq({ options: ["Paris", " ", "Lyon", "Nice"] }))).toContain(
      "an option is empty",
    );
  });

  it("refuses options that are the same once case and punctuation are ignored", () => {
    expect(mcqOptionProblems(mcq({ options: ["Paris", "paris.", "Lyon", "Nice"] }))).toEqual([
      "options are not distinct",
    ]);
  });

  it("refuses an answerIndex outside the options, or missing", () => {
    expect(mcqOptionProblems(mcq({ answerIndex: 4 }))).toEqual([
      "answerIndex 4 is not the index of an option",
    ]);
    expect(mcqOptionProblems(mcq({ answerIndex: -1 }))).toHaveLength(1);
    expect(mcqOptionProblems(mcq({ answerIndex: 1.5 }))).toHaveLength(1);
    expect(mcqOptionProblems(mcq({ answerIndex: null }))).toEqual([
      "answerIndex null is not the index of an option",
    ]);
  });

  it("refuses a question that contains the correct option's words", () => {
    expect(
      mcqOptionProblems(
        mcq({
          face: "Paris is the capital of which country?",
          options: ["France", "Spain", "Italy", "Paris"],
          answerIndex: 3,
        }),
      ),
    ).toEqual(["the question gives away the correct option"]);
    // Whole words only: "Nice" inside "Nicest" is no leak.
    expect(mcqOptionProblems(mcq({ face: "Which is the nicest city?", answerIndex: 3 }))).toEqual([]);
  });
});

describe("shortfallMessage", () => {
  it("says how many of the planned cards were generated", () => {
    expect(shortfallMessage({ plannedCards: 24, cardsCreated: 22, plannedMcq: 19, mcqCreated: 19 })).toBe(
      "22 of 24 cards were generated.",
    );
  });

  it("adds the multiple-choice count when that share was missed", () => {
    expect(shortfallMessage({ plannedCards: 24, cardsCreated: 22, plannedMcq: 19, mcqCreated: 17 })).toBe(
      "22 of 24 cards were generated (17 of 19 multiple choice).",
    );
  });

  it("is null when nothing is missing (more MCQ than planned is not a shortfall)", () => {
    expect(
      shortfallMessage({ plannedCards: 24, cardsCreated: 24, plannedMcq: 19, mcqCreated: 21 }),
    ).toBeNull();
  });
});
