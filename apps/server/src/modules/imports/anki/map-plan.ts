import { nextTurn } from "../../../lib/event-loop-turns";
import { checkImportCard } from "../import-card";
import type { ImportCard, ImportCourse, ImportNoteType, ImportSkip } from "../import-plan";
import {
  type AnkiCard,
  type AnkiCollection,
  type AnkiNote,
  type AnkiNoteType,
  STOCK_KIND,
} from "./anki-collection";
import { ankiCardMemory, DIFFERENCES } from "./anki-memory";
import { type CardSides, cardSides } from "./card-sides";
import { noteKind } from "./note-kind";
import { recallCard, recallLayout } from "./recall-note";

/** Joins a subdeck's path below its top-level deck into one topic name. */
export const TOPIC_SEPARATOR = " › ";
const FALLBACK_DECK = ["Default"];
const CARDS_PER_TURN = 1_000;

/** Why cards or parts of them are left out; `what` names the group in the preview and the report. */
const SKIPS = {
  missingNote: {
    what: "cards without their note",
    reason: "the card's note or note type is missing from the collection",
  },
  noTemplate: {
    what: "cards without their template",
    reason: "the note type has no card template for this card",
  },
  blankFront: {
    what: "cards with a blank front",
    reason: "the front shows no field with text (Anki shows no card there either)",
  },
  noCloze: {
    what: "cloze cards without their deletion",
    reason: "the note has no deletion with this card's number (Anki shows no card there either)",
  },
  blankQuestion: {
    what: "cards with a blank question",
    reason: "the front shows nothing the app can show (only spaces, or images missing from the package)",
  },
  missingImages: {
    what: "images",
    reason: "missing from the package: left out of the card",
  },
  reviewsOfSkipped: {
    what: "reviews of cards not imported",
    reason: "their cards are left out, for the reasons above",
  },
  nonReviews: {
    what: "review log entries",
    reason: "manual rescheduling and due-date changes are not reviews",
  },
} as const;

/** Cards imported other than Anki shows them, and why; the preview and the report list them. */
const ADJUSTED = {
  answerRepeatsQuestion: {
    what: "cards with an empty answer",
    reason: "the back adds nothing to the front: the answer shows what Anki's back shows, the question",
  },
} as const;

class Tally {
  private readonly counts = new Map<string, ImportSkip>();
  add(entry: { what: string; reason: string }, count = 1): void {
    if (count <= 0) return;
    const key = `${entry.what}\u0000${entry.reason}`;
    const found = this.counts.get(key) ?? { ...entry, count: 0 };
    found.count += count;
    this.counts.set(key, found);
  }
  list(): ImportSkip[] {
    return [...this.counts.values()];
  }
}

export interface MappedPlan {
  courses: ImportCourse[];
  noteTypes: ImportNoteType[];
  skipped: ImportSkip[];
  adjusted: ImportSkip[];
  /** Package files some card refers to. */
  usedMedia: Set<string>;
}

/** Cards whose schedule (Anki's card) is not where a replay of their review log leads, by cause. */
const placedByAnki = (reason: string) => ({
  what: "cards scheduled as in Anki, not as their review log replays",
  reason: `Anki's card is where the learner stands: ${reason}`,
});

/** The app's card of an Anki card, in its deck's course and topic. */
function importCard(
  card: AnkiCard,
  sides: CardSides,
  tags: string[],
  topic: string,
  memory: ImportCard["memory"],
): ImportCard {
  return {
    sourceId: card.id,
    type: sides.type,
    face: sides.face,
    back: sides.back,
    ...(sides.acceptableAnswers ? { acceptableAnswers: sides.acceptableAnswers } : {}),
    ...(sides.extra ? { extra: sides.extra } : {}),
    topic,
    conceptTags: [...new Set(tags)],
    reviews: card.log.reviews,
    memory,
    mediaNames: sides.media,
  };
}

type Built =
  | { ok: true; card: ImportCard; missingImages: string[]; answerRepeatsQuestion: boolean }
  | { ok: false; reason: "noTemplate" | "blankFront" | "noCloze" };

/**
 * The app's card of an Anki card: read field by field for Recall's own note types, else rendered from the
 * note type's templates. `deckTopic` is the topic its deck names.
 */
function buildCard(
  card: AnkiCard,
  note: AnkiNote,
  type: AnkiNoteType,
  deck: string[],
  deckTopic: string,
  inPackage: (name: string) => boolean,
  memory: ImportCard["memory"],
): Built {
  const layout = recallLayout(type);
  if (layout) {
    const read = recallCard(layout, note, card.ord, inPackage, deckTopic);
    if (!read.ok) return read;
    const imported = { ...read.card, sourceId: card.id, reviews: card.log.reviews, memory };
    return { ok: true, card: imported, missingImages: read.missingImages, answerRepeatsQuestion: false };
  }
  const rendered = cardSides(type, note, { ord: card.ord, deck, cardId: card.id }, inPackage);
  if (!rendered.ok) return rendered;
  const { sides } = rendered;
  return {
    ok: true,
    card: importCard(card, sides, note.tags, deckTopic, memory),
    missingImages: sides.missingImages,
    answerRepeatsQuestion: sides.answerRepeatsQuestion,
  };
}

/** One Anki card → one app card, in a course per top-level deck (docs/decisions/anki-import.md). */
export async function mapCollection(
  collection: AnkiCollection,
  inPackage: (name: string) => boolean,
  now: Date = new Date(),
): Promise<MappedPlan> {
  const skips = new Tally();
  const adjusted = new Tally();
  const courses = new Map<string, ImportCourse>();
  const noteTypes = new Map<string, ImportNoteType & { noteIds: Set<string> }>();
  const usedMedia = new Set<string>();
  /** A card left out, and the answers its review log holds with it. */
  const skipCard = (card: AnkiCard, entry: { what: string; reason: string }) => {
    skips.add(entry);
    skips.add(SKIPS.reviewsOfSkipped, card.log.reviews.length);
  };
  for (const [index, card] of collection.cards.entries()) {
    // Rendering a card's templates and HTML is the costly part: pass a turn now and then.
    if (index > 0 && index % CARDS_PER_TURN === 0) await nextTurn();
    const note = collection.notes.get(card.noteId);
    const type = note && collection.noteTypes.get(note.noteTypeId);
    if (!note || !type) {
      skipCard(card, SKIPS.missingNote);
      continue;
    }
    const kind = noteKind(type);
    const report = noteTypes.get(note.noteTypeId) ?? { name: type.name, kind, notes: 0, noteIds: new Set() };
    report.noteIds.add(card.noteId);
    noteTypes.set(note.noteTypeId, report);
    if (type.stockKind === STOCK_KIND.imageOcclusion) {
      skipCard(card, {
        what: `cards of note type '${type.name}'`,
        reason: "image occlusion masks cannot be shown on a card",
      });
      continue;
    }
    const deck = collection.decks.get(card.deckId) ?? FALLBACK_DECK;
    const [courseName = "Default", ...below] = deck;
    const topic = below.length > 0 ? below.join(TOPIC_SEPARATOR) : courseName;
    const schedule = ankiCardMemory(card, collection.createdAt, now);
    const built = buildCard(card, note, type, deck, topic, inPackage, schedule.memory);
    if (!built.ok) {
      skipCard(card, SKIPS[built.reason]);
      continue;
    }
    const imported = built.card;
    if (!imported.face.trim()) {
      skipCard(card, SKIPS.blankQuestion);
      continue;
    }
    // The job stores exactly the cards that pass here (import-card.ts), so the preview counts them only.
    const checked = checkImportCard(imported);
    if (!checked.ok) {
      skipCard(card, { what: "cards the card rules refuse", reason: checked.message });
      continue;
    }
    skips.add(SKIPS.missingImages, built.missingImages.length);
    if (built.answerRepeatsQuestion) adjusted.add(ADJUSTED.answerRepeatsQuestion);
    if (schedule.difference) adjusted.add(placedByAnki(DIFFERENCES[schedule.difference]));
    const course = courses.get(courseName) ?? {
      name: courseName,
      description: "Imported from Anki",
      topics: [],
      cards: [],
    };
    courses.set(courseName, course);
    if (!course.topics.includes(imported.topic)) course.topics.push(imported.topic);
    for (const name of imported.mediaNames) usedMedia.add(name);
    course.cards.push(imported);
  }
  skips.add(SKIPS.nonReviews, collection.nonReviewLogs);
  return {
    courses: [...courses.values()],
    noteTypes: [...noteTypes.values()].map(({ noteIds, ...rest }) => ({ ...rest, notes: noteIds.size })),
    skipped: skips.list(),
    adjusted: adjusted.list(),
    usedMedia,
  };
}
