import {
  CARD_LIMITS,
  type CardFields,
  type GlossaryTerm,
  layersFoundIn,
  type RelatedConcept,
  textKey,
} from "@recall/shared";

type Concept = { title: string; teaser?: string; cardIds?: string[] };

/** How many card ids one related concept keeps (the contract's limit). */
const MAX_LINKED_IDS = 50;

/**
 * The related concepts with `cardId` linked to the concept named `title` (compared by `textKey`); a concept
 * the list does not name yet is appended while the card's limit allows. Pure: returns a new list.
 */
export function linkConcept(
  concepts: readonly Concept[],
  title: string,
  cardId: string,
  teaser = "",
): RelatedConcept[] {
  const key = textKey(title);
  const out = concepts.map((c) => ({
    title: c.title,
    teaser: c.teaser ?? "",
    cardIds: [...(c.cardIds ?? [])],
  }));
  const found = out.find((c) => textKey(c.title) === key);
  if (found) {
    if (!found.cardIds.includes(cardId) && found.cardIds.length < MAX_LINKED_IDS) found.cardIds.push(cardId);
  } else if (out.length < CARD_LIMITS.relatedConcepts) {
    out.push({ title: title.trim(), teaser, cardIds: [cardId] });
  }
  return out;
}

/** The concept a new card names to point back at its source card: the source's concept, else its question. */
export function sourceConcept(source: { face: string; conceptExplainer: { title: string } | null }) {
  const title = source.conceptExplainer?.title.trim();
  return title
    ? { title: title.slice(0, CARD_LIMITS.shortText), teaser: source.face.slice(0, 1000) }
    : { title: source.face.trim().slice(0, CARD_LIMITS.shortText), teaser: "" };
}

/** The card's glossary with where each term appears computed from the card (never the model's say). */
export function withGlossaryLayers<T extends CardFields>(card: T): T {
  if (!card.glossary?.length) return card;
  const layers = {
    face: card.face,
    back: card.back,
    conceptExplainer: card.conceptExplainer ?? null,
    deepDive: card.deepDive ?? null,
    relatedConcepts: card.relatedConcepts ?? [],
  };
  const glossary: GlossaryTerm[] = card.glossary.map((g) => ({
    ...g,
    contextTags: g.contextTags ?? [],
    layersFoundIn: layersFoundIn(g.term, layers),
  }));
  return { ...card, glossary };
}
