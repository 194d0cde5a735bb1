// What the related-card tests (related-cards.test.ts, related-cards-saving.test.ts) send and script.

/** A related concept of the source card (its first, with no linked card yet). */
export const concept = {
  relatedConceptName: "Calvin cycle",
  relatedConceptTeaser: "Where the sugar is built",
};

/** A model answer for the related-card prompt. */
export const relatedAnswer = (card: Record<string, unknown>, relationship = "next-step") => ({
  json: { relationship, rationale: "It is the next step.", card },
});
