import { GLOSSARY_LAYERS } from "../../contracts/cards";
import { findGlossaryMatches } from "./find-glossary-matches";

export type GlossaryLayer = (typeof GLOSSARY_LAYERS)[number];

/** The text of a card's layers, as the study screen shows them (requirements S3, requirements C3 Glossary term). */
export interface CardLayers {
  face: string;
  back: string;
  conceptExplainer?: { title?: string | null; content?: string | null } | null;
  deepDive?: { title?: string | null; content?: string | null } | null;
  relatedConcepts?: readonly { title: string; teaser?: string | null }[] | null;
}

function layerText(card: CardLayers, layer: GlossaryLayer): string {
  switch (layer) {
    case "face":
      return card.face;
    case "back":
      return card.back;
    case "conceptExplainer":
      return [card.conceptExplainer?.title, card.conceptExplainer?.content].filter(Boolean).join("\n");
    case "deepDive":
      return [card.deepDive?.title, card.deepDive?.content].filter(Boolean).join("\n");
    case "relatedConcepts":
      return (card.relatedConcepts ?? []).flatMap((c) => [c.title, c.teaser ?? ""]).join("\n");
  }
}

/**
 * Where a glossary term appears on a card: the layers whose text holds it, matched the way study
 * highlights it (whole word, case-insensitive; `findGlossaryMatches`), in layer order. Computed by the
 * app from the card, never taken from a model. Empty when the term appears nowhere.
 */
export function layersFoundIn(term: string, card: CardLayers): GlossaryLayer[] {
  return GLOSSARY_LAYERS.filter((layer) => findGlossaryMatches(layerText(card, layer), [term]).length > 0);
}
