import type { ConceptExplainer, DeepDive, Level } from "@recall/shared";

/**
 * What a file to import becomes before anything is stored. Readers (Anki packages in
 * `anki/`, delimited text in `delimited/`) turn bytes into an `ImportPlan`; the import job stores a plan
 * as courses, cards, the importer's card memory (replayed from `reviews`) and `imported_reviews`.
 * Readers never touch the database; the job never parses files.
 */

import type { CardMemory, LoggedReview } from "@recall/shared";

/**
 * One review of a card as the source app logged it; grade is the FSRS rating 1 Again .. 4 Easy. The
 * state it was in and the interval the source scheduled, when logged, guide the FSRS replay.
 */
export interface ImportedReview extends LoggedReview {
  grade: 1 | 2 | 3 | 4;
  /** Time the learner took to answer, 0 when unknown. */
  durationMs: number;
}

/** One card of the app to be created. One Anki card (not note) becomes one app card. */
export interface ImportCard {
  /** The source's id of the card (Anki card id), stable across reads of the same file. */
  sourceId: string;
  /** mcq only for a note of Recall's own note type, which carries the options and the right one. */
  type: "basic" | "cloze" | "mcq";
  /** Sanitisable markdown; for cloze, the text with the blank shown as `___` (as seed and AI cloze cards). */
  face: string;
  back: string;
  /** Cloze and typed answers: what the learner types. */
  acceptableAnswers?: string[];
  /** What the back shows besides the answer (a cloze note's Back Extra), as markdown (the card's explanation). */
  extra?: string;
  topic: string;
  conceptTags: string[];
  /** What only Recall's own note types carry (an export of Recall); absent, the card has the defaults. */
  level?: Level;
  options?: string[];
  answerIndex?: number;
  explanationWrong?: string;
  conceptExplainer?: ConceptExplainer;
  deepDive?: DeepDive;
  /** Oldest first. Empty for a new card. */
  reviews: ImportedReview[];
  /**
   * The card's memory as the source has it (Anki: its card row with the replayed stability and
   * difficulty); null for a new card. Absent: the job replays `reviews` (delimited text has no schedule).
   */
  memory?: CardMemory | null;
  /**
   * Package files the card's text refers to (images as `![](name)`, sounds and videos as Anki's
   * `[sound:name]`): each is an `ImportPlan.media` entry.
   */
  mediaNames: string[];
}

export interface ImportCourse {
  name: string;
  description: string;
  /** Every topic its cards use, in first-seen order. */
  topics: string[];
  cards: ImportCard[];
}

/** A media file some card refers to; the bytes stay in the package until the job stores them. */
export interface ImportMedia {
  name: string;
  mime: string;
  size: number;
  read(): Promise<Uint8Array>;
}

/** What will not be imported, grouped: "12 notes of type 'Image Occlusion': not supported". */
export interface ImportSkip {
  what: string;
  reason: string;
  count: number;
}

export interface ImportNoteType {
  name: string;
  /**
   * Anki's stock Basic family, a cloze type, or another (custom) type, whose cards render from their
   * templates; or Recall's own note types, whose fields are read back as the card's attributes.
   */
  kind: "basic" | "cloze" | "recall" | "other";
  notes: number;
}

export interface ImportPlan {
  format: "apkg" | "colpkg" | "csv" | "tsv" | "txt";
  courses: ImportCourse[];
  noteTypes: ImportNoteType[];
  media: ImportMedia[];
  skipped: ImportSkip[];
  /** Cards imported other than the source shows them (an empty answer), grouped with the reason. */
  adjusted: ImportSkip[];
}
