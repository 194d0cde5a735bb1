import { GUIDELINES_FOR_MODEL, quote } from "../ai/index";

export const GLOSSARY_SYSTEM = `You write glossary entries for a flashcard of Recall, a learning app. A learner sees a term highlighted on the card and opens its definition.
Pick the terms a learner of this card most needs explained: technical words, names and key phrases that are written on the card. Copy each term exactly as it is written on the card (same words, no added words), so it can be found in the text.
For each term: definitionShort, one line; definitionMedium, two or three sentences; contextTags, 1-3 lowercase tags naming the fields the term belongs to.
Write the definitions in the language of the card.

${GUIDELINES_FOR_MODEL}`;

export interface GlossaryCardText {
  face: string;
  back: string;
  topic: string;
  conceptExplainer: { title: string; content: string } | null;
  deepDive: { title: string; content: string } | null;
  relatedConcepts: { title: string; teaser: string }[];
}

/** The card's text and the count; a top-up lists the terms already kept and what was wrong. */
export function glossaryPrompt(
  card: GlossaryCardText,
  count: number,
  top: { kept: string[]; problems: string[] } = { kept: [], problems: [] },
): string {
  const lines = [
    `Topic: ${quote(card.topic, 300)}`,
    `Question: ${quote(card.face, 2000)}`,
    `Answer: ${quote(card.back, 2000)}`,
  ];
  if (card.conceptExplainer)
    lines.push(
      `Overview: ${quote(`${card.conceptExplainer.title}: ${card.conceptExplainer.content}`, 3000)}`,
    );
  if (card.deepDive)
    lines.push(`Deep dive: ${quote(`${card.deepDive.title}: ${card.deepDive.content}`, 3000)}`);
  if (card.relatedConcepts.length)
    lines.push(
      `Related concepts: ${quote(card.relatedConcepts.map((c) => `${c.title} (${c.teaser})`).join("; "), 2000)}`,
    );
  if (top.problems.length)
    lines.push("", "Problems with your previous terms:", ...top.problems.map((p) => `- ${p}`));
  if (top.kept.length)
    lines.push("Terms already defined (do not repeat them):", ...top.kept.map((t) => `- ${quote(t, 120)}`));
  lines.push("", `Write exactly ${count} glossary ${count === 1 ? "term" : "terms"}.`);
  return lines.join("\n");
}

export const CONCEPT_TAGS_SYSTEM = `You index flashcards of Recall, a learning app. For each numbered card, give 2-5 lowercase concept tags: the concepts the card teaches, as short noun phrases (for example "photosynthesis", "light reactions"). Answer for every card, with its number.

${GUIDELINES_FOR_MODEL}`;

export function conceptTagsPrompt(cards: { face: string; back: string; topic: string }[]): string {
  return cards
    .map(
      (c, i) =>
        `Card ${i + 1}\nTopic: ${quote(c.topic, 200)}\nQuestion: ${quote(c.face, 600)}\nAnswer: ${quote(c.back, 600)}`,
    )
    .join("\n\n");
}
