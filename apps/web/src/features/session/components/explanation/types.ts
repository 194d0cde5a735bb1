import type { Artwork, Card } from "@recall/shared";

/** 0 = closed, 1 = concept overview, 2 = deep dive, 3 = connections (requirements S2, answer signal depth_level_reached). */
export type ExplanationLevel = 0 | 1 | 2 | 3;

/** A related concept as cards carry it (requirements S3). */
export interface RelatedConceptView {
  title: string;
  teaser?: string | null;
  cardIds?: readonly string[] | null;
}

/** The card fields the layered explanation reads; a session Card fits, and so does a demo card. */
export interface ExplanationCard {
  conceptExplainer?: Card["conceptExplainer"];
  deepDive?: { title: string; content: string; artworks?: Artwork[] } | null;
  artworks?: Artwork[];
  relatedConcepts?: readonly RelatedConceptView[];
  /** The passage of the learner's material the card was written from. */
  sourcePassage?: string | null;
}
