import { CardFields } from "@recall/shared";
import type { z } from "zod";
import type { CardRow } from "../courses/index";
import { clozeText, escapeHtml, markdownToAnkiHtml } from "./anki-html";

/**
 * How the app's cards become Anki notes (docs/decisions/anki-export.md). Two note types, Recall's own, with
 * fixed ids so that every course exported from Recall shares them in a learner's Anki collection. Their
 * fields carry every attribute of a card, and the last one the card itself as exported, so Recall's import
 * gives back the very card for a note Anki left as it was.
 */

/** The fields after the first ones, in both note types: the card's rich content and where it belongs. */
const RICH_FIELDS = [
  "Explanation",
  "Explanation (wrong answer)",
  "Concept title",
  "Concept",
  "Deep dive title",
  "Deep dive",
  "Topic",
  "Level",
  "Recall card",
] as const;

/** Ids changed with the fields: Anki matches note types by id, and an id must keep its fields. */
export const RECALL_BASIC = {
  id: 1_732_000_000_011,
  name: "Recall Basic",
  fields: ["Front", "Back", "Options", "Answer", ...RICH_FIELDS],
} as const;
export const RECALL_CLOZE = {
  id: 1_732_000_000_012,
  name: "Recall Cloze",
  fields: ["Text", "Accepted answers", ...RICH_FIELDS],
} as const;

/** What a note carries of a card: what an export keeps and an import gives back. */
export const RecallCardData = CardFields.pick({
  type: true,
  face: true,
  back: true,
  options: true,
  answerIndex: true,
  acceptableAnswers: true,
  explanationRight: true,
  explanationWrong: true,
  conceptExplainer: true,
  deepDive: true,
  topic: true,
  level: true,
  conceptTags: true,
});
export type RecallCardData = z.output<typeof RecallCardData>;
type ExportedCard = Pick<CardRow, keyof RecallCardData>;

export interface AnkiNote {
  modelId: number;
  fields: string[];
  tags: string[];
}

/** Option letters, as many as a card may have options. */
export const OPTION_LETTERS = "ABCDEFGH";

/** Anki tags hold no spaces: a concept tag's spaces become underscores. */
export const ankiTag = (tag: string) => tag.trim().replace(/\s+/g, "_");

/** The card as the "Recall card" field holds it: its JSON, escaped so Anki shows it as text. */
function cardData(card: ExportedCard): string {
  const data: RecallCardData = {
    type: card.type,
    face: card.face,
    back: card.back,
    options: card.options,
    answerIndex: card.answerIndex,
    acceptableAnswers: card.acceptableAnswers,
    explanationRight: card.explanationRight,
    explanationWrong: card.explanationWrong,
    conceptExplainer: card.conceptExplainer,
    deepDive: card.deepDive,
    topic: card.topic,
    level: card.level as RecallCardData["level"],
    conceptTags: card.conceptTags,
  };
  return escapeHtml(JSON.stringify(data));
}

/** The fields every note type carries after its first ones. */
function richFields(card: ExportedCard): string[] {
  return [
    markdownToAnkiHtml(card.explanationRight ?? ""),
    markdownToAnkiHtml(card.explanationWrong ?? ""),
    markdownToAnkiHtml(card.conceptExplainer?.title ?? ""),
    markdownToAnkiHtml(card.conceptExplainer?.content ?? ""),
    markdownToAnkiHtml(card.deepDive?.title ?? ""),
    markdownToAnkiHtml(card.deepDive?.content ?? ""),
    escapeHtml(card.topic),
    escapeHtml(card.level),
    cardData(card),
  ];
}

/** A multiple-choice card's options and right answer, when it has both. */
function choices(card: ExportedCard): { options: string[]; answerIndex: number } | null {
  const options = card.type === "mcq" ? (card.options ?? []) : [];
  const index = card.answerIndex;
  return options.length > 0 && index !== null && index < options.length
    ? { options, answerIndex: index }
    : null;
}

export function toAnkiNote(card: ExportedCard): AnkiNote {
  const tags = [...new Set(card.conceptTags.map(ankiTag).filter(Boolean))];
  if (card.type === "cloze") {
    const accepted = (card.acceptableAnswers ?? []).map(escapeHtml).join("<br>");
    return {
      modelId: RECALL_CLOZE.id,
      fields: [clozeText(card.face, card.back), accepted, ...richFields(card)],
      tags,
    };
  }
  const mcq = choices(card);
  // A multiple-choice card lists its options under the question ("A. …", one a line); Answer is its letter.
  const options = mcq
    ? mcq.options.map((o, i) => `${OPTION_LETTERS[i] ?? i + 1}. ${markdownToAnkiHtml(o)}`).join("<br>")
    : "";
  const answer = mcq ? (OPTION_LETTERS[mcq.answerIndex] ?? String(mcq.answerIndex + 1)) : "";
  return {
    modelId: RECALL_BASIC.id,
    fields: [
      markdownToAnkiHtml(card.face),
      markdownToAnkiHtml(card.back),
      options,
      answer,
      ...richFields(card),
    ],
    tags,
  };
}
