import { CLOZE_BLANK, LEVELS, type Level } from "@recall/shared";
import { OPTION_LETTERS, RECALL_BASIC, RECALL_CLOZE, RecallCardData, toAnkiNote } from "../../exports/index";
import type { ImportCard } from "../import-plan";
import type { AnkiNote, AnkiNoteType } from "./anki-collection";
import { clozeCard } from "./cloze";
import { htmlToMarkdown, htmlToPlainText } from "./html-to-markdown";
import { MARK, withoutMarkers } from "./render-markers";

/**
 * Notes of Recall's own note types (what Recall's .apkg export writes) are read back field by field as the
 * card's attributes instead of being rendered from their templates (docs/decisions/anki-export.md). A note
 * Anki left as it was gives back the card it was exported from, exactly (the "Recall card" field holds it);
 * a note changed in Anki gives the card its fields now say.
 */

export type RecallLayout = "basic" | "cloze";

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/** Recall's note types are known by their fields: Anki may give an imported type another id or name. */
export function recallLayout(type: AnkiNoteType): RecallLayout | null {
  if (!type.cloze && sameNames(type.fieldNames, RECALL_BASIC.fields)) return "basic";
  if (type.cloze && sameNames(type.fieldNames, RECALL_CLOZE.fields)) return "cloze";
  return null;
}

/** An app card of a Recall note, without what the Anki card adds (its id and reviews). */
export type RecallCard = Omit<ImportCard, "sourceId" | "reviews">;

export type RecallCardResult =
  | { ok: true; card: RecallCard; missingImages: string[] }
  /** The note has no deletion for this card (a cloze number Anki shows no card for). */
  | { ok: false; reason: "noCloze" };

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The card the "Recall card" field holds, when it is one the card rules would read. */
function exportedCard(field: string): RecallCardData | null {
  try {
    const parsed = RecallCardData.safeParse(JSON.parse(decodeEntities(field)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The data as a card row, so the exporter's own writing can be compared with the note. */
const asRow = (data: RecallCardData) => ({
  type: data.type,
  face: data.face,
  back: data.back,
  options: data.options ?? null,
  answerIndex: data.answerIndex ?? null,
  acceptableAnswers: data.acceptableAnswers ?? null,
  explanationRight: data.explanationRight ?? null,
  explanationWrong: data.explanationWrong ?? null,
  conceptExplainer: data.conceptExplainer ?? null,
  deepDive: data.deepDive ?? null,
  topic: data.topic,
  level: data.level,
  conceptTags: data.conceptTags ?? [],
});

/** Whether the note is what the export wrote for this card: the same fields and the same tags. */
function unchanged(note: AnkiNote, data: RecallCardData): boolean {
  const written = toAnkiNote(asRow(data));
  const sorted = (tags: string[]) => [...new Set(tags)].sort().join(" ");
  return sameNames(written.fields, note.fields) && sorted(written.tags) === sorted(note.tags);
}

function fromData(data: RecallCardData): RecallCard {
  const row = asRow(data);
  return {
    type: row.type,
    face: row.face,
    back: row.back,
    ...(row.options ? { options: row.options } : {}),
    ...(row.answerIndex !== null ? { answerIndex: row.answerIndex } : {}),
    ...(row.acceptableAnswers ? { acceptableAnswers: row.acceptableAnswers } : {}),
    ...(row.explanationRight ? { extra: row.explanationRight } : {}),
    ...(row.explanationWrong ? { explanationWrong: row.explanationWrong } : {}),
    ...(row.conceptExplainer ? { conceptExplainer: row.conceptExplainer } : {}),
    ...(row.deepDive ? { deepDive: row.deepDive } : {}),
    topic: row.topic,
    level: row.level,
    conceptTags: row.conceptTags,
    mediaNames: [],
  };
}

const fieldNames = (layout: RecallLayout) => (layout === "basic" ? RECALL_BASIC.fields : RECALL_CLOZE.fields);

/** The lines of a field's HTML: Anki's editor writes `<br>` or `<div>` per line. */
const htmlLines = (html: string) => html.split(/<br\s*\/?>|<\/?div[^>]*>/i);

/** "B" → 1: the option an Answer field names. */
function answerIndexOf(answer: string, options: string[]): number | undefined {
  const index = OPTION_LETTERS.indexOf(answer.trim().replace(/\.$/, "").toUpperCase());
  return answer.trim() && index >= 0 && index < options.length ? index : undefined;
}

/**
 * The card as the note's fields say, for a note changed in Anki: text fields as markdown, options one a
 * line ("A. …"), tags with their underscores read as the spaces the export turned into them.
 */
function fromFields(
  layout: RecallLayout,
  note: AnkiNote,
  ord: number,
  inPackage: (name: string) => boolean,
  deckTopic: string,
): RecallCardResult {
  const raw = new Map<string, string>();
  for (const [i, name] of fieldNames(layout).entries()) raw.set(name, withoutMarkers(note.fields[i] ?? ""));
  const media = new Set<string>();
  const missingImages = new Set<string>();
  const markdown = (html: string) => {
    const result = htmlToMarkdown(html, { inPackage });
    for (const name of result.media) media.add(name);
    for (const name of result.missingImages) missingImages.add(name);
    return result.markdown.trim();
  };
  const field = (name: string) => markdown(raw.get(name) ?? "");
  const titled = (title: string, content: string) =>
    field(title) || field(content) ? { title: field(title), content: field(content) } : undefined;
  const level = htmlToPlainText(raw.get("Level") ?? "");
  const card: RecallCard = {
    type: "basic",
    face: "",
    back: "",
    extra: field("Explanation") || undefined,
    explanationWrong: field("Explanation (wrong answer)") || undefined,
    conceptExplainer: titled("Concept title", "Concept"),
    deepDive: titled("Deep dive title", "Deep dive"),
    topic: htmlToPlainText(raw.get("Topic") ?? "") || deckTopic,
    level: LEVELS.includes(level as Level) ? (level as Level) : undefined,
    conceptTags: note.tags.map((tag) => tag.replace(/_/g, " ")),
    mediaNames: [],
  };
  if (layout === "cloze") {
    const asked = clozeCard(raw.get("Text") ?? "", ord + 1);
    if (!asked) return { ok: false, reason: "noCloze" };
    card.type = "cloze";
    card.face = markdown(asked.face).replaceAll(MARK.clozeBlank, CLOZE_BLANK);
    card.back = asked.answers.map(markdown).join(", ");
    const accepted = htmlLines(raw.get("Accepted answers") ?? "")
      .map(htmlToPlainText)
      .filter(Boolean);
    if (accepted.length) card.acceptableAnswers = accepted;
  } else {
    card.face = field("Front");
    card.back = field("Back");
    const options = htmlLines(raw.get("Options") ?? "")
      .map((line) => markdown(line).replace(/^[A-H]\.\s*/, ""))
      .filter(Boolean);
    const answerIndex = answerIndexOf(htmlToPlainText(raw.get("Answer") ?? ""), options);
    if (options.length >= 2 && answerIndex !== undefined)
      Object.assign(card, { type: "mcq", options, answerIndex });
  }
  card.mediaNames = [...media];
  return { ok: true, card, missingImages: [...missingImages] };
}

/** Card `ord` of a note of Recall's own note type; `deckTopic` when its Topic field is blank. */
export function recallCard(
  layout: RecallLayout,
  note: AnkiNote,
  ord: number,
  inPackage: (name: string) => boolean,
  deckTopic: string,
): RecallCardResult {
  const data = exportedCard(note.fields[fieldNames(layout).length - 1] ?? "");
  // The export writes one card per note (its first); a note with more was changed in Anki.
  if (data && ord === 0 && unchanged(note, data))
    return { ok: true, card: fromData(data), missingImages: [] };
  return fromFields(layout, note, ord, inPackage, deckTopic);
}
