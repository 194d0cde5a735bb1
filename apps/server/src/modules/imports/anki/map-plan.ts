import { nextTurn } from "../../../lib/event-loop-turns";
import type { ImportCard, ImportCourse, ImportNoteType, ImportSkip } from "../import-plan";
import {
  type AnkiCard,
  type AnkiCollection,
  type AnkiNote,
  type AnkiNoteType,
  STOCK_KIND,
} from "./anki-collection";
import { CLOZE_BLANK, clozeCard } from "./cloze";
import { htmlToMarkdown, htmlToPlainText, type MarkdownResult } from "./html-to-markdown";
import { extraFieldIndexes, type NoteKind, noteKind } from "./note-kind";

/** Joins a subdeck's path below its top-level deck into one topic name. */
export const TOPIC_SEPARATOR = " › ";
const FALLBACK_DECK = ["Default"];
const CARDS_PER_TURN = 1_000;

/** Why cards or parts of them are left out; `what` names the group in the preview and the report. */
const SKIPS = {
  emptyFace: { what: "cards with an empty question", reason: "the question side would be empty" },
  missingNote: {
    what: "cards without their note",
    reason: "the card's note or note type is missing from the collection",
  },
  missingCloze: {
    what: "cloze cards without their deletion",
    reason: "the note has no deletion with this card's number",
  },
  sounds: { what: "sounds and videos", reason: "audio and video are not imported" },
  images: {
    what: "images",
    reason: "the image is missing from the package or is not PNG, JPEG, GIF, WebP or AVIF",
  },
  nonReviews: {
    what: "review log entries",
    reason: "manual rescheduling and due-date changes are not reviews",
  },
} as const;

class SkipCounter {
  private readonly counts = new Map<string, ImportSkip>();
  add(what: string, reason: string, count = 1): void {
    if (count <= 0) return;
    const key = `${what}\u0000${reason}`;
    const skip = this.counts.get(key) ?? { what, reason, count: 0 };
    skip.count += count;
    this.counts.set(key, skip);
  }
  list(): ImportSkip[] {
    return [...this.counts.values()];
  }
}

interface MappedText {
  face: string;
  back: string;
  acceptableAnswers?: string[];
  /** Cloze: the field holding the deletions (the others are extra text). */
  textField?: number;
}

interface MapContext {
  keepImage: (name: string) => boolean;
  skips: SkipCounter;
}

/** Converts a field and counts what the conversion dropped; `images` collects the package images used. */
function convert(ctx: MapContext, html: string, images: Set<string>): string {
  const result: MarkdownResult = htmlToMarkdown(html, { keepImage: ctx.keepImage });
  ctx.skips.add(SKIPS.sounds.what, SKIPS.sounds.reason, result.sounds);
  ctx.skips.add(SKIPS.images.what, SKIPS.images.reason, result.droppedImages);
  for (const name of result.images) images.add(name);
  return result.markdown;
}

function cardText(
  ctx: MapContext,
  card: AnkiCard,
  note: AnkiNote,
  kind: NoteKind,
  images: Set<string>,
): MappedText | null {
  const [first = "", second = ""] = note.fields;
  if (kind === "cloze") {
    // The cloze text is usually the first field, but a note type may put it elsewhere.
    const textField = Math.max(
      0,
      note.fields.findIndex((field) => clozeCard(field, card.ord + 1) !== null),
    );
    const cloze = clozeCard(note.fields[textField] ?? "", card.ord + 1);
    if (!cloze) {
      ctx.skips.add(SKIPS.missingCloze.what, SKIPS.missingCloze.reason);
      return null;
    }
    const face = convert(ctx, cloze.face, images).replaceAll(CLOZE_BLANK, "___");
    const back = cloze.answers.map((answer) => convert(ctx, answer, images)).join(", ");
    return { face, back, acceptableAnswers: [cloze.answers.map(htmlToPlainText).join(", ")], textField };
  }
  // Basic (and reversed): card 2 asks the back and answers with the front. Other types: first two fields.
  const [face, back] = kind === "basic" && card.ord === 1 ? [second, first] : [first, second];
  return { face: convert(ctx, face, images), back: convert(ctx, back, images) };
}

function extraText(
  ctx: MapContext,
  type: AnkiNoteType,
  kind: NoteKind,
  note: AnkiNote,
  text: MappedText,
  images: Set<string>,
) {
  const parts = extraFieldIndexes(type, kind, text.textField)
    .map((i) => convert(ctx, note.fields[i] ?? "", images))
    .filter((text) => text !== "");
  return parts.length > 0 ? parts.join("\n\n") : undefined;
}

export interface MappedPlan {
  courses: ImportCourse[];
  noteTypes: ImportNoteType[];
  skipped: ImportSkip[];
  /** Package images some card uses. */
  usedImages: Set<string>;
}

/** One Anki card → one app card, in a course per top-level deck (docs/decisions/anki-import.md). */
export async function mapCollection(
  collection: AnkiCollection,
  keepImage: (name: string) => boolean,
): Promise<MappedPlan> {
  const ctx: MapContext = { keepImage, skips: new SkipCounter() };
  const courses = new Map<string, ImportCourse>();
  const noteTypes = new Map<string, ImportNoteType & { noteIds: Set<string> }>();
  const usedImages = new Set<string>();
  for (const [index, card] of collection.cards.entries()) {
    // Converting a card's HTML is the costly part: pass a turn now and then (issue 13).
    if (index > 0 && index % CARDS_PER_TURN === 0) await nextTurn();
    const note = collection.notes.get(card.noteId);
    const type = note && collection.noteTypes.get(note.noteTypeId);
    if (!note || !type) {
      ctx.skips.add(SKIPS.missingNote.what, SKIPS.missingNote.reason);
      continue;
    }
    const kind = noteKind(type);
    const report = noteTypes.get(note.noteTypeId) ?? { name: type.name, kind, notes: 0, noteIds: new Set() };
    report.noteIds.add(card.noteId);
    noteTypes.set(note.noteTypeId, report);
    if (type.stockKind === STOCK_KIND.imageOcclusion) {
      ctx.skips.add(`cards of note type '${type.name}'`, "image occlusion masks cannot be shown on a card");
      continue;
    }
    if (kind === "other" && card.ord > 0) {
      ctx.skips.add(
        `more cards of note type '${type.name}'`,
        "one card per note is imported, from its first two fields",
      );
      continue;
    }
    const images = new Set<string>();
    const text = cardText(ctx, card, note, kind, images);
    if (!text) continue;
    if (text.face.replaceAll("___", "").trim() === "") {
      ctx.skips.add(SKIPS.emptyFace.what, SKIPS.emptyFace.reason);
      continue;
    }
    const extra = extraText(ctx, type, kind, note, text, images);
    const [courseName = "Default", ...below] = collection.decks.get(card.deckId) ?? FALLBACK_DECK;
    const topic = below.length > 0 ? below.join(TOPIC_SEPARATOR) : courseName;
    const course = courses.get(courseName) ?? {
      name: courseName,
      description: "Imported from Anki",
      topics: [],
      cards: [],
    };
    courses.set(courseName, course);
    if (!course.topics.includes(topic)) course.topics.push(topic);
    const imported: ImportCard = {
      sourceId: card.id,
      type: kind === "cloze" ? "cloze" : "basic",
      face: text.face,
      back: text.back,
      ...(text.acceptableAnswers ? { acceptableAnswers: text.acceptableAnswers } : {}),
      ...(extra ? { extra } : {}),
      topic,
      conceptTags: [...new Set(note.tags)],
      reviews: card.reviews,
      mediaNames: [...images],
    };
    for (const name of images) usedImages.add(name);
    course.cards.push(imported);
  }
  ctx.skips.add(SKIPS.nonReviews.what, SKIPS.nonReviews.reason, collection.nonReviewLogs);
  return {
    courses: [...courses.values()],
    noteTypes: [...noteTypes.values()].map(({ noteIds, ...rest }) => ({ ...rest, notes: noteIds.size })),
    skipped: ctx.skips.list(),
    usedImages,
  };
}
