/** A card counts as MCQ only if type is mcq, options is an array and answerIndex is a number (requirements S3, requirements C3). */
export function isMcqCard(card: { type?: unknown; options?: unknown; answerIndex?: unknown }): boolean {
  return card.type === "mcq" && Array.isArray(card.options) && typeof card.answerIndex === "number";
}

/** A card can be shown as multiple choice when it has options and an answer index, whatever its stored type. */
export function hasMcqOptions(card: { options?: unknown; answerIndex?: unknown }): boolean {
  return Array.isArray(card.options) && card.options.length >= 2 && typeof card.answerIndex === "number";
}
