import { CLOZE_BLANK, LEVELS } from "@recall/shared";
import {
  ankiTag,
  OPTION_LETTERS,
  RECALL_BASIC,
  RECALL_CLOZE,
  RecallCardData,
  toAnkiNote,
} from "../../exports/index";
import type { AnkiNote, AnkiNoteType } from "./anki-collection";
import { clozeCard } from "./cloze";
import { htmlToMarkdown, htmlToPlainText } from "./html-to-markdown";
import type { RecallCard, RecallCardResult } from "./recall-card";
import { LEGACY_BASIC_FIELDS, LEGACY_CLOZE_FIELDS, legacyRecallCard } from "./recall-legacy-note";

export type { RecallCard, RecallCardResult } from "./recall-card";

import { MARK, withoutMarkers } from "./render-markers";

/**
 * Notes of Recall's own note types (what Recall's .apkg export writes) are read back field by field as the
 * card's attributes instead of being rendered from their templates (docs/decisions/anki-export.md). What
 * Anki left as it was comes back exactly as exported (the "Recall card" field holds the card); what was
 * changed in Anki comes back as its fields now say.
 */

/** Recall's note types now, and as its first exports wrote them (recall-legacy-note.ts). */
export type RecallLayout = "basic" | "cloze" | "legacyBasic" | "legacyCloze";

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/** Recall's note types are known by their fields: Anki may give an imported type another id or name. */
export function recallLayout(type: AnkiNoteType): RecallLayout | null {
  if (!type.cloze && sameNames(type.fieldNames, RECALL_BASIC.fields)) return "basic";
  if (type.cloze && sameNames(type.fieldNames, RECALL_CLOZE.fields)) return "cloze";
  if (!type.cloze && sameNames(type.fieldNames, LEGACY_BASIC_FIELDS)) return "legacyBasic";
  if (type.cloze && sameNames(type.fieldNames, LEGACY_CLOZE_FIELDS)) return "legacyCloze";
  return null;
}

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

const fieldNames = (layout: "basic" | "cloze") =>
  layout === "basic" ? RECALL_BASIC.fields : RECALL_CLOZE.fields;

/** The lines of a field's HTML: Anki's editor writes `<br>` or `<div>` per line. */
const htmlLines = (html: string) => html.split(/<br\s*\/?>|<\/?div[^>]*>/i);

/** "B" → 1: the option an Answer field names. */
function answerIndexOf(answer: string, options: string[]): number | undefined {
  const index = OPTION_LETTERS.indexOf(answer.trim().replace(/\.$/, "").toUpperCase());
  return answer.trim() && index >= 0 && index < options.length ? index : undefined;
}

/** Anki's tags as concept tags: a tag the export wrote is the card's tag, another has its `_` as spaces. */
function conceptTags(tags: string[], data: RecallCardData | null): string[] {
  const exported = new Map((data?.conceptTags ?? []).map((tag) => [ankiTag(tag), tag]));
  return [...new Set(tags.map((tag) => exported.get(tag) ?? tag.replace(/_/g, " ")))];
}

/**
 * Card `ord` of a note of Recall's own note type (docs/decisions/anki-export.md). Each attribute is the
 * exported card's ("Recall card") while the fields that show it are as the export wrote them, else what
 * those fields say now: text as markdown, options one a line ("A. …"), the right one by its letter.
 * `deckTopic` when the Topic field is blank.
 */
export function recallCard(
  layout: RecallLayout,
  note: AnkiNote,
  ord: number,
  inPackage: (name: string) => boolean,
  deckTopic: string,
): RecallCardResult {
  if (layout === "legacyBasic" || layout === "legacyCloze")
    return legacyRecallCard(layout === "legacyCloze", note, ord, inPackage, deckTopic);
  // Recall Basic has one card template: Anki makes no other card of it.
  if (layout === "basic" && ord > 0) return { ok: false, reason: "noTemplate" };
  const names: readonly string[] = fieldNames(layout);
  const html = (name: string) => withoutMarkers(note.fields[names.indexOf(name)] ?? "");
  const found = exportedCard(html("Recall card"));
  const data = found && (found.type === "cloze") === (layout === "cloze") ? found : null;
  const written = data ? toAnkiNote(asRow(data)).fields : [];
  /** The exported card's value while these fields are as written from it, else the fields' value. */
  const pick = <T>(fields: string[], exported: (d: RecallCardData) => T, read: () => T): T =>
    data && fields.every((name) => written[names.indexOf(name)] === note.fields[names.indexOf(name)])
      ? exported(data)
      : read();
  const media = new Set<string>();
  const missingImages = new Set<string>();
  const markdown = (fieldHtml: string) => {
    const result = htmlToMarkdown(fieldHtml, { inPackage });
    for (const name of result.media) media.add(name);
    for (const name of result.missingImages) missingImages.add(name);
    return result.markdown.trim();
  };
  const read = new Map<string, string>();
  const field = (name: string) => {
    if (!read.has(name)) read.set(name, markdown(html(name)));
    return read.get(name)!;
  };
  const titled = (title: string, content: string) =>
    field(title) || field(content) ? { title: field(title), content: field(content) } : undefined;
  const card: RecallCard = {
    type: "basic",
    face: "",
    back: "",
    extra:
      pick(
        ["Explanation"],
        (d) => d.explanationRight,
        () => field("Explanation"),
      ) || undefined,
    explanationWrong:
      pick(
        ["Explanation (wrong answer)"],
        (d) => d.explanationWrong,
        () => field("Explanation (wrong answer)"),
      ) || undefined,
    conceptExplainer: pick(
      ["Concept title", "Concept"],
      (d) => d.conceptExplainer ?? undefined,
      () => titled("Concept title", "Concept"),
    ),
    deepDive: pick(
      ["Deep dive title", "Deep dive"],
      (d) => d.deepDive ?? undefined,
      () => titled("Deep dive title", "Deep dive"),
    ),
    topic: pick(
      ["Topic"],
      (d) => d.topic,
      () => htmlToPlainText(html("Topic")) || deckTopic,
    ),
    level: pick(
      ["Level"],
      (d) => d.level,
      () => LEVELS.find((level) => level === htmlToPlainText(html("Level"))),
    ),
    conceptTags: conceptTags(note.tags, data),
    mediaNames: [],
  };
  if (layout === "cloze") {
    const asked = clozeCard(html("Text"), ord + 1);
    if (!asked) return { ok: false, reason: "noCloze" };
    card.type = "cloze";
    Object.assign(
      card,
      pick(
        ["Text"],
        (d) => ({ face: d.face, back: d.back }),
        () => ({
          face: markdown(asked.face).replaceAll(MARK.clozeBlank, CLOZE_BLANK),
          back: asked.answers.map(markdown).join(", "),
        }),
      ),
    );
    const accepted = pick(
      ["Accepted answers"],
      (d) => d.acceptableAnswers ?? [],
      () => htmlLines(html("Accepted answers")).map(htmlToPlainText).filter(Boolean),
    );
    if (accepted.length) card.acceptableAnswers = accepted;
  } else {
    card.face = pick(
      ["Front"],
      (d) => d.face,
      () => field("Front"),
    );
    card.back = pick(
      ["Back"],
      (d) => d.back,
      () => field("Back"),
    );
    const choice = pick(
      ["Options", "Answer"],
      (d) => ({ options: d.options ?? [], answerIndex: d.answerIndex ?? undefined }),
      () => {
        const options = htmlLines(html("Options"))
          .map((line) => markdown(line).replace(/^[A-H]\.\s*/, ""))
          .filter(Boolean);
        return { options, answerIndex: answerIndexOf(htmlToPlainText(html("Answer")), options) };
      },
    );
    if (choice.options.length >= 2 && choice.answerIndex !== undefined)
      Object.assign(card, { type: "mcq", ...choice });
  }
  // The package files the note shows, whichever side (exported data or fields) gave the text: the media
  // are the note's, and a value taken from the exported card names the same files as its fields.
  for (const name of names) if (name !== "Recall card" && name !== "Answer") field(name);
  card.mediaNames = [...media];
  return { ok: true, card, missingImages: [...missingImages] };
}
