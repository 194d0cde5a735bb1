import type { CardRow } from "../courses/index";
import { clozeText, markdownToAnkiHtml } from "./anki-html";

/**
 * How the app's cards become Anki notes (docs/decisions/anki-export.md). Two note types, with fixed ids so
 * that every course exported from Recall shares them in a learner's Anki collection.
 */
/** The fields after the first two, in both note types: the card's rich content. */
const RICH_FIELDS = [
  "Explanation",
  "Explanation (wrong answer)",
  "Concept",
  "Deep dive",
  "Topic",
  "Level",
] as const;

export const RECALL_BASIC = {
  id: 1_732_000_000_001,
  name: "Recall Basic",
  fields: ["Front", "Back", ...RICH_FIELDS],
} as const;
export const RECALL_CLOZE = {
  id: 1_732_000_000_002,
  name: "Recall Cloze",
  fields: ["Text", "Back Extra", ...RICH_FIELDS],
} as const;

export interface AnkiNote {
  modelId: number;
  fields: string[];
  tags: string[];
}

const LETTERS = "ABCDEFGH";

const titled = (part: { title: string; content: string } | null) =>
  part ? `<b>${markdownToAnkiHtml(part.title)}</b><br>${markdownToAnkiHtml(part.content)}` : "";

/** The rich fields every note type carries after its first two. */
function richFields(card: CardRow): string[] {
  return [
    markdownToAnkiHtml(card.explanationRight ?? ""),
    markdownToAnkiHtml(card.explanationWrong ?? ""),
    titled(card.conceptExplainer),
    titled(card.deepDive),
    markdownToAnkiHtml(card.topic),
    markdownToAnkiHtml(card.level),
  ];
}

/** Anki tags hold no spaces: a concept tag's spaces become underscores. */
const ankiTag = (tag: string) => tag.trim().replace(/\s+/g, "_");

export function toAnkiNote(card: CardRow): AnkiNote {
  const tags = [...new Set(card.conceptTags.map(ankiTag).filter(Boolean))];
  if (card.type === "cloze") {
    const others = (card.acceptableAnswers ?? []).filter((a) => a.trim() && a.trim() !== card.back.trim());
    const extra = others.length ? `Also accepted: ${others.map(markdownToAnkiHtml).join(", ")}` : "";
    return {
      modelId: RECALL_CLOZE.id,
      fields: [clozeText(card.face, card.back), extra, ...richFields(card)],
      tags,
    };
  }
  const options = card.type === "mcq" ? (card.options ?? []) : [];
  if (options.length > 0 && card.answerIndex !== null && card.answerIndex < options.length) {
    // A multiple-choice card as a basic note: the options listed under the question, the right one named.
    const list = options.map((o, i) => `${LETTERS[i] ?? i + 1}. ${markdownToAnkiHtml(o)}`).join("<br>");
    const right = `${LETTERS[card.answerIndex] ?? card.answerIndex + 1}. ${markdownToAnkiHtml(options[card.answerIndex]!)}`;
    const back =
      card.back.trim() && card.back.trim() !== options[card.answerIndex]!.trim()
        ? `<br>${markdownToAnkiHtml(card.back)}`
        : "";
    return {
      modelId: RECALL_BASIC.id,
      fields: [`${markdownToAnkiHtml(card.face)}<br><br>${list}`, `${right}${back}`, ...richFields(card)],
      tags,
    };
  }
  return {
    modelId: RECALL_BASIC.id,
    fields: [markdownToAnkiHtml(card.face), markdownToAnkiHtml(card.back), ...richFields(card)],
    tags,
  };
}
