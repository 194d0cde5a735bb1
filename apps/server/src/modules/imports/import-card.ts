import { CARD_DEFAULTS, CARD_LIMITS, type CardCheckResult, checkCard } from "@recall/shared";
import { mediaUrl } from "../media/index";
import type { ImportCard } from "./import-plan";

/**
 * The one rule for whether a card of an import plan is created: the shared card rules on the fields it is
 * stored with. Readers check every card when they build the plan (the preview counts only cards that
 * pass); the job checks again with the real links of the stored media. So the preview's counts are what
 * the import creates (docs/decisions/anki-import.md).
 */

/** Tags as the card rules accept them: non-blank, at most 60 characters, at most CARD_LIMITS.tags. */
const usableTags = (tags: string[]) =>
  [...new Set(tags.map((t) => t.trim()).filter((t) => t && t.length <= 60))].slice(0, CARD_LIMITS.tags);

/** The fields a plan's card is stored with; `rewrite` turns media file names into links to the stored files. */
export function importCardFields(card: ImportCard, rewrite: (text: string) => string) {
  return {
    face: rewrite(card.face),
    back: rewrite(card.back),
    topic: card.topic.slice(0, CARD_LIMITS.shortText) || CARD_DEFAULTS.topic,
    level: card.level ?? CARD_DEFAULTS.level,
    type: card.type,
    options: card.options ? card.options.map(rewrite) : null,
    answerIndex: card.answerIndex ?? null,
    acceptableAnswers: card.acceptableAnswers ?? null,
    explanationRight: card.extra ? rewrite(card.extra) : null,
    explanationWrong: card.explanationWrong ? rewrite(card.explanationWrong) : null,
    conceptExplainer: card.conceptExplainer
      ? { ...card.conceptExplainer, content: rewrite(card.conceptExplainer.content) }
      : null,
    deepDive: card.deepDive ? { ...card.deepDive, content: rewrite(card.deepDive.content) } : null,
    conceptTags: usableTags(card.conceptTags),
  };
}

/** The length of a stored file's link, which replaces its name in the text. */
const LINK_LENGTH = mediaUrl("00000000-0000-0000-0000-000000000000").length;

/** The text with every media name as long as the longer of it and its stored link: the length at worst. */
function longestLinks(names: readonly string[]) {
  return (text: string) => {
    let out = text;
    for (const name of names)
      if (name.length < LINK_LENGTH) out = out.replaceAll(name, "x".repeat(LINK_LENGTH));
    return out;
  };
}

/**
 * Checks a plan's card as it will be stored. Without `rewrite` (a reader building the plan), media names
 * count as long as their stored links may be, so a card that passes here passes in the job too.
 */
export function checkImportCard(card: ImportCard, rewrite?: (text: string) => string): CardCheckResult {
  return checkCard(importCardFields(card, rewrite ?? longestLinks(card.mediaNames)));
}
