import type { z } from "zod";
import {
  type Artwork,
  CARD_DEFAULTS,
  CardFields,
  type CardType,
  type ConceptExplainer,
  countWords,
  type DeepDive,
  type Frequency,
  type GlossaryTerm,
  type Level,
  type RelatedConcept,
  type Sandbox,
} from "../contracts/cards";
import {
  COURSE_LIMITS,
  type CourseConfig,
  DEFAULT_COURSE_CONFIG,
  UploadCourseBody,
} from "../contracts/courses";

/** The upload messages of part2 §5, checked in this order, plus the server-side limits. */
export const UPLOAD_MESSAGES = {
  invalidJson: "Invalid JSON format",
  name: 'Missing "name" field',
  slug: 'Missing "slug" field',
  topics: 'Missing or invalid "topics" field',
  levels: 'Missing or invalid "levels" field',
  cards: 'Missing or invalid "cards" field',
  noCards: "At least one card is required",
  cardFields: "Cards must have face, back, topic, and level fields",
  tooManyCards: (count: number) =>
    `A course can have at most ${COURSE_LIMITS.maxCards.toLocaleString("en-US")} cards; this one has ${count.toLocaleString("en-US")}. Split it into several courses.`,
} as const;

/** A card ready to store: defaults applied, type rules enforced, word count computed. */
export interface NormalizedCard {
  face: string;
  back: string;
  topic: string;
  level: Level;
  type: CardType;
  frequency: Frequency;
  options: string[] | null;
  answerIndex: number | null;
  acceptableAnswers: string[] | null;
  explanationRight: string | null;
  explanationWrong: string | null;
  conceptExplainer: ConceptExplainer | null;
  deepDive: DeepDive | null;
  artworks: Artwork[];
  relatedConcepts: RelatedConcept[];
  conceptTags: string[];
  difficultyScore: number | null;
  glossary: GlossaryTerm[];
  minReadTime: number;
  sandbox: Sandbox | null;
  wordCount: number;
}

export interface ValidatedCourseUpload {
  name: string;
  slug: string;
  description: string;
  topics: string[];
  levels: string[];
  config: CourseConfig;
  cards: NormalizedCard[];
}

export type CourseUploadResult =
  | { ok: true; course: ValidatedCourseUpload }
  /** `index` is the 0-based position of the offending card; the message counts from 1 ("Card 3: ..."). */
  | { ok: false; message: string; index?: number };

export type CardCheckResult = { ok: true; card: NormalizedCard } | { ok: false; message: string };

type Issue = { path: PropertyKey[]; message: string };

function issueText(issue: Issue | undefined): string {
  if (!issue) return "is invalid";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/**
 * The card rules applied on every save (upload, manual card, edit), after the CardFields schema:
 * - mcq: blank options are dropped (answerIndex follows its option), then >= 2 options and an answerIndex in range;
 * - non-mcq cards drop options and answerIndex; non-cloze cards drop acceptableAnswers;
 * - cloze: blank acceptable answers are dropped; blank explanations become null;
 * - wordCount is recomputed; minReadTime defaults to 5 s.
 */
export function normalizeCard(fields: z.output<typeof CardFields>): CardCheckResult {
  let options: string[] | null = null;
  let answerIndex: number | null = null;
  if (fields.type === "mcq") {
    const raw = fields.options ?? [];
    const pointed = fields.answerIndex ?? null;
    if (pointed !== null && pointed < raw.length && !raw[pointed]?.trim()) {
      return { ok: false, message: "answerIndex: the correct option is blank" };
    }
    options = [];
    for (const [i, option] of raw.entries()) {
      if (!option.trim()) continue;
      if (i === pointed) answerIndex = options.length;
      options.push(option.trim());
    }
    if (options.length < 2)
      return { ok: false, message: "options: a multiple-choice card needs at least 2 options" };
    if (pointed === null) {
      return {
        ok: false,
        message: "answerIndex: a multiple-choice card needs the index of its correct option",
      };
    }
    if (answerIndex === null) {
      return {
        ok: false,
        message: `answerIndex: must be between 0 and ${raw.length - 1} (the card has ${raw.length} options)`,
      };
    }
  }
  let acceptableAnswers: string[] | null = null;
  if (fields.type === "cloze" && fields.acceptableAnswers) {
    acceptableAnswers = fields.acceptableAnswers.map((a) => a.trim()).filter(Boolean);
  }
  return {
    ok: true,
    card: {
      face: fields.face,
      back: fields.back,
      topic: fields.topic,
      level: fields.level,
      type: fields.type,
      frequency: fields.frequency,
      options,
      answerIndex,
      acceptableAnswers,
      explanationRight: blankToNull(fields.explanationRight),
      explanationWrong: blankToNull(fields.explanationWrong),
      conceptExplainer: fields.conceptExplainer ?? null,
      deepDive: fields.deepDive ?? null,
      artworks: fields.artworks ?? [],
      relatedConcepts: fields.relatedConcepts ?? [],
      conceptTags: fields.conceptTags ?? [],
      difficultyScore: fields.difficultyScore ?? null,
      glossary: fields.glossary ?? [],
      minReadTime: fields.minReadTime ?? CARD_DEFAULTS.minReadTime,
      sandbox: fields.sandbox ?? null,
      wordCount: countWords(fields.face, fields.back),
    },
  };
}

/** Validates one card against the full CardFields schema and the card rules; the message names the field. */
export function checkCard(input: unknown): CardCheckResult {
  if (!isRecord(input)) return { ok: false, message: "must be an object with face, back, topic and level" };
  const parsed = CardFields.safeParse(input);
  if (!parsed.success) return { ok: false, message: issueText(parsed.error.issues[0]) };
  return normalizeCard(parsed.data);
}

/** Values of `existing` first, then each new value of `added` once, in order of first appearance. */
export function mergeDistinct(existing: readonly string[], added: readonly string[]): string[] {
  const out = [...existing];
  const seen = new Set(existing);
  for (const value of added) {
    if (!seen.has(value)) {
      seen.add(value);
      out.push(value);
    }
  }
  return out;
}

const CourseHeader = UploadCourseBody.omit({ cards: true });

/**
 * The one implementation of the upload checks (web before upload, server on upload, seed at start-up).
 * First the seven checks of part2 §5 in the spec's order and words (the 7th on the first card only),
 * then the card limit, the course fields, and every card with the full CardFields schema ("Card 3: ...").
 * Course topics and levels gain every value used by the cards (so empty lists default to the cards' values).
 */
export function validateCourseUpload(json: unknown): CourseUploadResult {
  if (!isRecord(json) || !nonBlank(json.name)) return { ok: false, message: UPLOAD_MESSAGES.name };
  if (!nonBlank(json.slug)) return { ok: false, message: UPLOAD_MESSAGES.slug };
  if (!Array.isArray(json.topics)) return { ok: false, message: UPLOAD_MESSAGES.topics };
  if (!Array.isArray(json.levels)) return { ok: false, message: UPLOAD_MESSAGES.levels };
  const cards = json.cards;
  if (!Array.isArray(cards)) return { ok: false, message: UPLOAD_MESSAGES.cards };
  if (cards.length === 0) return { ok: false, message: UPLOAD_MESSAGES.noCards };
  const first: unknown = cards[0];
  if (!isRecord(first) || !first.face || !first.back || !first.topic || !first.level) {
    return { ok: false, message: UPLOAD_MESSAGES.cardFields, index: 0 };
  }
  if (cards.length > COURSE_LIMITS.maxCards)
    return { ok: false, message: UPLOAD_MESSAGES.tooManyCards(cards.length) };

  const header = CourseHeader.safeParse(json);
  if (!header.success) return { ok: false, message: issueText(header.error.issues[0]) };

  const normalized: NormalizedCard[] = [];
  for (const [index, card] of cards.entries()) {
    const checked = checkCard(card);
    if (!checked.ok) return { ok: false, message: `Card ${index + 1}: ${checked.message}`, index };
    normalized.push(checked.card);
  }
  const { name, slug, description, topics, levels, config } = header.data;
  return {
    ok: true,
    course: {
      name,
      slug,
      description: description ?? "",
      topics: mergeDistinct(
        topics,
        normalized.map((c) => c.topic),
      ),
      levels: mergeDistinct(
        levels,
        normalized.map((c) => c.level),
      ),
      config: { ...DEFAULT_COURSE_CONFIG, ...config },
      cards: normalized,
    },
  };
}

/** The upload textarea: 'Invalid JSON format' for text that does not parse, else `validateCourseUpload`. */
export function parseCourseUploadText(text: string): CourseUploadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.invalidJson };
  }
  return validateCourseUpload(json);
}
