import { describe, expect, it } from "vitest";
import { applyLearnerRequest, cardCountIn, knowledgeLevelIn, learnerRequest } from "./learner-request";

describe("cardCountIn", () => {
  it.each([
    ["exactly 20 cards", 20, "20 cards"],
    ["I want a 60-card intermediate course", 60, "60-card"],
    ["Make it 45 flashcards please", 45, "45 flashcards"],
    ["30 more cards", 30, "30 more cards"],
    ["Ich möchte 30 Karten", 30, "30 Karten"],
    ["bitte 25 Karteikarten", 25, "25 Karteikarten"],
    ["quiero 40 tarjetas", 40, "40 tarjetas"],
    ["je veux 50 cartes", 50, "50 cartes"],
    ["quero 35 cartões", 35, "35 cartões"],
    ["хочу 50 карточек", 50, "50 карточек"],
    ["poproszę 20 fiszek", 20, "20 fiszek"],
    ["カードを20枚", 20, "20枚"],
    ["做30张卡片", 30, "30张"],
    ["20 CARDS", 20, "20 CARDS"],
  ])("%s gives %i", (text, value, quote) => {
    expect(cardCountIn(text)).toEqual({ value, quote });
  });

  it.each([
    "My exam is on the 12th, in 3 weeks",
    "I know about 20 cardiology terms",
    "Level A1 cards",
    "Version 2.5 cards",
    "no number here",
  ])("finds no count in %j", (text) => {
    expect(cardCountIn(text)).toBeNull();
  });

  it("takes the last count of a message (the learner corrected themselves)", () => {
    expect(cardCountIn("20 cards, no wait, 30 cards")?.value).toBe(30);
  });

  it("keeps a count outside the generation limits as written (the server clamps and says so)", () => {
    expect(cardCountIn("just 5 cards")?.value).toBe(5);
    expect(cardCountIn("500 cards")?.value).toBe(500);
  });
});

describe("knowledgeLevelIn", () => {
  it.each([
    ["I'm a beginner", "beginner"],
    ["a 60-card intermediate course", "intermediate"],
    ["Advanced please", "advanced"],
    ["Ich bin Anfänger", "beginner"],
    ["für Fortgeschrittene", "advanced"],
    ["nivel intermedio", "intermediate"],
    ["je suis débutant", "beginner"],
    ["niveau avancé", "advanced"],
    ["я начинающий", "beginner"],
  ] as const)("%s gives %s", (text, level) => {
    expect(knowledgeLevelIn(text)?.value).toBe(level);
  });

  it("ignores a negated level and reads the one that follows", () => {
    expect(knowledgeLevelIn("I'm not a beginner, more intermediate")?.value).toBe("intermediate");
    expect(knowledgeLevelIn("I'm not a beginner")).toBeNull();
    expect(knowledgeLevelIn("Ich bin kein Anfänger")).toBeNull();
  });

  it("matches whole words only", () => {
    expect(knowledgeLevelIn("the advancedness of things")).toBeNull();
  });
});

describe("learnerRequest", () => {
  it("reads the latest mention of each across the learner's messages", () => {
    const request = learnerRequest([
      "Spanish verbs, beginner, 20 cards",
      "Actually I'm intermediate",
      "go ahead",
    ]);
    expect(request).toEqual({
      cardCount: { value: 20, quote: "20 cards" },
      knowledgeLevel: { value: "intermediate", quote: "intermediate" },
    });
  });

  it("is empty when the learner named neither", () => {
    expect(learnerRequest(["Roman history", "go ahead"])).toEqual({ cardCount: null, knowledgeLevel: null });
  });
});

describe("applyLearnerRequest", () => {
  const brief = {
    topic: "Roman history",
    knowledgeLevel: "advanced" as const,
    goal: "",
    cardCount: 10,
    focusAreas: [],
    language: "en" as const,
  };

  it("replaces the model's count and level with the learner's and lists both corrections", () => {
    const out = applyLearnerRequest(brief, learnerRequest(["a 60-card intermediate course"]));
    expect(out.brief).toMatchObject({ cardCount: 60, knowledgeLevel: "intermediate" });
    expect(out.corrections).toEqual([
      { field: "cardCount", from: 10, to: 60, asked: 60, quote: "60-card" },
      {
        field: "knowledgeLevel",
        from: "advanced",
        to: "intermediate",
        asked: "intermediate",
        quote: "intermediate",
      },
    ]);
  });

  it("brings a count outside the limits to the nearest limit", () => {
    const out = applyLearnerRequest({ ...brief, cardCount: 20 }, learnerRequest(["just 5 cards"]));
    expect(out.brief.cardCount).toBe(10);
    expect(out.corrections).toEqual([{ field: "cardCount", from: 20, to: 10, asked: 5, quote: "5 cards" }]);
  });

  it("changes nothing when the model read the learner right, or the learner named nothing", () => {
    expect(applyLearnerRequest(brief, learnerRequest(["10 cards, advanced"]))).toEqual({
      brief,
      corrections: [],
    });
    expect(applyLearnerRequest(brief, learnerRequest(["Rome"]))).toEqual({ brief, corrections: [] });
  });
});
