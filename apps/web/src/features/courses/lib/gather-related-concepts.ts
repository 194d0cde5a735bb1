import type { Card } from "@recall/shared";

export interface GatheredConcept {
  title: string;
  teaser: string;
  /** The card that names the concept (the source of a future generated card). */
  sourceCardId: string;
  /** True when some card already covers the concept. */
  hasCard: boolean;
}

/** The related concepts named by a course's cards, one per title (case-insensitive), in card order. */
export function gatherRelatedConcepts(cards: Card[]): GatheredConcept[] {
  const byTitle = new Map<string, GatheredConcept>();
  for (const card of cards) {
    for (const concept of card.relatedConcepts ?? []) {
      const key = concept.title.trim().toLowerCase();
      if (!key) continue;
      const hasCard = (concept.cardIds ?? []).length > 0;
      const seen = byTitle.get(key);
      if (seen) seen.hasCard ||= hasCard;
      else
        byTitle.set(key, {
          title: concept.title.trim(),
          teaser: concept.teaser ?? "",
          sourceCardId: card.id,
          hasCard,
        });
    }
  }
  return [...byTitle.values()];
}
