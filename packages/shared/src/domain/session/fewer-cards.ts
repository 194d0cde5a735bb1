import { NOUNS, plural } from "../plural";

/**
 * Said before a session starts with fewer cards than the slider asks for, and again when it starts
 * (the server may find fewer still, e.g. a card deleted meanwhile).
 */
export function fewerCardsMessage(available: number, planned: number, courses?: number): string {
  if (available === 0 && courses !== undefined)
    return courses === 1
      ? "The selected course has no cards yet."
      : "The selected courses have no cards yet.";
  const cards = plural(available, NOUNS.card);
  if (courses === undefined)
    return `Only ${cards} to study, so this session has ${available} of the ${planned} you chose.`;
  const where = courses === 1 ? "The selected course has" : "The selected courses have";
  return `${where} ${cards}, so this session will have ${available} instead of ${planned}.`;
}
