import { CARD_LIMITS, CLOZE_BLANK } from "@recall/shared";
import type { AnkiNote, AnkiNoteType } from "./anki-collection";
import { fieldIsEmpty, parseTemplate, rendersEmpty, type TemplateNode } from "./anki-template";
import { clozeCard, clozeNumbers } from "./cloze";
import { htmlToMarkdown, htmlToPlainText } from "./html-to-markdown";
import { CLOZE_REGION, FRONT_REGION, MARK, removeRegions, withoutMarkers } from "./render-markers";
import { renderSide } from "./render-template";

/**
 * One Anki card as the app's card text, rendered from its note type's templates the way Anki shows it
 * (docs/decisions/anki-import.md): the face is the front; the back is what Anki's back adds to the front.
 */
export interface CardSides {
  type: "basic" | "cloze";
  face: string;
  back: string;
  /** Cloze and typed cards: what the learner types. */
  acceptableAnswers?: string[];
  /** Cloze: what the back shows besides the revealed text (Back Extra). */
  extra?: string;
  /** Package files the card's text refers to. */
  media: string[];
  /** Local images the package does not hold (dropped from the text). */
  missingImages: string[];
  /** The back added nothing to the front: the back is what Anki's back shows (the question, for most). */
  answerRepeatsQuestion: boolean;
}

export type CardSidesResult =
  | { ok: true; sides: CardSides }
  /** Anki shows no card here: no template for the ordinal, a blank front, or no deletion of this number. */
  | { ok: false; reason: "noTemplate" | "blankFront" | "noCloze" };

export interface CardInput {
  ord: number;
  /** The card's home deck as names, top-level first (for `{{Deck}}` / `{{Subdeck}}`). */
  deck: string[];
  cardId: string;
}

const parsed = new WeakMap<AnkiNoteType, { front: TemplateNode[]; back: TemplateNode[] }[]>();

/** A note type's templates parsed once per read. */
function templatesOf(type: AnkiNoteType) {
  let list = parsed.get(type);
  if (!list) {
    list = type.templates.map((t) => ({ front: parseTemplate(t.front), back: parseTemplate(t.back) }));
    parsed.set(type, list);
  }
  return list;
}

/** The note's fields by name plus Anki's special fields (which never hide a note field of the same name). */
function fieldMap(type: AnkiNoteType, note: AnkiNote, card: CardInput): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [i, name] of type.fieldNames.entries()) fields.set(name, withoutMarkers(note.fields[i] ?? ""));
  const deckName = card.deck.join("::");
  const special: [string, string][] = [
    ["Tags", note.tags.join(" ")],
    ["Type", type.name],
    ["Deck", deckName],
    ["Subdeck", card.deck[card.deck.length - 1] ?? ""],
    ["CardFlag", "flag0"],
    ["Card", type.templates[type.cloze ? 0 : card.ord]?.name ?? ""],
    ["CardID", card.cardId],
    // `{{#c2}}..{{/c2}}` shows on the card of deletion 2.
    [`c${card.ord + 1}`, "1"],
  ];
  for (const [name, value] of special) if (!fields.has(name)) fields.set(name, value);
  return fields;
}

/** A line that only shows media: an image or a sound (each may repeat). */
const MEDIA_LINE = /^(?:\s*(?:!\[\]\((?:<[^>]*>|[^)\s]+)\)|\[sound:[^\]]+\]))+\s*$/;

/** The media-only lines of a side. */
const mediaLines = (markdown: string) =>
  new Set(
    markdown
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => MEDIA_LINE.test(l)),
  );

/** Blank lines collapsed after parts were taken out. */
const tidy = (markdown: string) => markdown.replace(/\n{3,}/g, "\n\n").trim();

/**
 * What the back adds to the front: the part after `<hr id=answer>` when there is one, without the
 * `{{FrontSide}}` copy of the question, without a leading repeat of the question, and without a picture or
 * sound the question already shows on a line of its own. A text line the front also shows stays: it is
 * often the answer (the right option of a list the front asks from).
 */
function answerPart(backMarkdown: string, faceMarkdown: string): string {
  const answerAt = backMarkdown.lastIndexOf(MARK.answer);
  let part = answerAt === -1 ? backMarkdown : backMarkdown.slice(answerAt + 1);
  const framed = answerAt !== -1 || part.includes(MARK.frontOpen);
  part = removeRegions(part, FRONT_REGION).trim();
  const face = faceMarkdown.trim();
  if (!framed && face && part.startsWith(face)) part = part.slice(face.length);
  const shown = mediaLines(faceMarkdown);
  return tidy(
    part
      .split("\n")
      .filter((line) => !shown.has(line.trim()))
      .join("\n"),
  );
}

/** Markdown with the render markers turned into what the card shows. */
const shownText = (markdown: string) =>
  tidy(
    markdown
      .replaceAll(MARK.clozeBlank, CLOZE_BLANK)
      .replace(/[ \t]*\uE007[ \t]*/g, "")
      .replace(/[\uE002-\uE006]/g, ""),
  );

/** The asked deletion's answers from the first field holding it, for a front that shows no cloze field. */
function askedDeletion(type: AnkiNoteType, fields: Map<string, string>, ord: number): string[] {
  for (const name of type.fieldNames) {
    const asked = clozeCard(fields.get(name) ?? "", ord + 1);
    if (asked) return asked.answers;
  }
  return [];
}

/** What the learner types; a longer answer than the card rules allow is left to the back, which also counts. */
const typedAnswer = (plain: string) =>
  plain && plain.length <= CARD_LIMITS.acceptableAnswerChars ? [plain] : undefined;

/** Renders card `card.ord` of a note (docs/decisions/anki-import.md, "Cards from templates"). */
export function cardSides(
  type: AnkiNoteType,
  note: AnkiNote,
  card: CardInput,
  inPackage: (name: string) => boolean,
): CardSidesResult {
  const template = templatesOf(type)[type.cloze ? 0 : card.ord];
  if (!template) return { ok: false, reason: "noTemplate" };
  const fields = fieldMap(type, note, card);
  const nonEmpty = new Set([...fields].filter(([, v]) => !fieldIsEmpty(v)).map(([k]) => k));
  // Anki's rules for a card it would show: its deletion exists (cloze), or the front shows a non-empty field.
  if (type.cloze) {
    const numbers = new Set(type.fieldNames.flatMap((name) => clozeNumbers(fields.get(name) ?? "")));
    if (!numbers.has(card.ord + 1)) return { ok: false, reason: "noCloze" };
  } else if (rendersEmpty(template.front, nonEmpty)) return { ok: false, reason: "blankFront" };
  const base = { fields, nonEmpty, ord: card.ord };
  const question = renderSide(template.front, { ...base, side: "question" });
  // `{{FrontSide}}` stays as its two markers: the question is converted once, and put back only if needed.
  const answer = renderSide(template.back, { ...base, side: "answer" });
  const front = htmlToMarkdown(question.html, { inPackage });
  const back = htmlToMarkdown(answer.html, { inPackage });
  const face = shownText(front.markdown);
  let backText = answerPart(back.markdown, front.markdown);
  const sides: CardSides = {
    type: "basic",
    face,
    back: "",
    media: [...new Set([...front.media, ...back.media])],
    missingImages: [],
    answerRepeatsQuestion: false,
  };
  if (type.cloze) {
    // Every blank of the front is asked; a typed cloze (`{{type:cloze:F}}`) names what is typed.
    const shownAnswers = question.clozeAnswers.flat();
    const answers = shownAnswers.length > 0 ? shownAnswers : askedDeletion(type, fields, card.ord);
    sides.type = "cloze";
    sides.acceptableAnswers = typedAnswer(
      question.typedAnswers.length > 0
        ? question.typedAnswers.join(", ")
        : answers.map(htmlToPlainText).join(", "),
    );
    sides.extra = shownText(removeRegions(backText, CLOZE_REGION)) || undefined;
    backText = answers.map((a) => htmlToMarkdown(a, { inPackage }).markdown).join(", ");
  } else if (question.typedAnswers.length > 0) {
    sides.type = "cloze";
    sides.acceptableAnswers = typedAnswer(question.typedAnswers.join(", "));
  }
  sides.back = shownText(backText);
  if (!sides.back) {
    // Nothing added: the back is what Anki's back shows, which is the question itself on most templates.
    sides.back = shownText(back.markdown.replace(FRONT_REGION.whole, front.markdown)) || face;
    sides.answerRepeatsQuestion = true;
  }
  const text = [sides.face, sides.back, sides.extra ?? ""].join("\n");
  sides.media = sides.media.filter((name) => text.includes(name));
  sides.missingImages = [...new Set([...front.missingImages, ...back.missingImages])];
  return { ok: true, sides };
}
