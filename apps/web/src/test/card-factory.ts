import type { Card } from "@recall/shared";

/** A complete API card with sensible defaults for tests of any feature; `patch` overrides any field. */
export function makeCard(patch: Partial<Card> = {}): Card {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    courseId: "11111111-1111-4111-8111-111111111111",
    position: 0,
    face: "Which planet is closest to the Sun?",
    back: "Mercury",
    topic: "Solar System",
    level: "Beginner",
    type: "basic",
    frequency: "daily",
    options: null,
    answerIndex: null,
    acceptableAnswers: null,
    explanationRight: null,
    explanationWrong: null,
    conceptExplainer: null,
    deepDive: null,
    artworks: [],
    relatedConcepts: [],
    conceptTags: [],
    difficultyScore: null,
    glossary: [],
    glossaryGeneratedAt: null,
    wordCount: 7,
    minReadTime: 5,
    sandbox: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...patch,
  };
}
