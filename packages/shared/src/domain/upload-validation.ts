import { WHOLE_PART_FIELD } from "../contracts/common";
import {
  COURSE_LIMITS,
  type CourseConfig,
  DEFAULT_COURSE_CONFIG,
  UploadCourseBody,
} from "../contracts/courses";
import { fieldMessage, issueFields } from "../contracts/issue-fields";
import { strictInput } from "../contracts/strict-input";
import { checkCard, type NormalizedCard } from "./card-rules";

/** The upload messages of requirements C5, checked in this order, plus the server-side limits. */
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

export interface ValidatedCourseUpload {
  name: string;
  slug: string;
  description: string;
  topics: string[];
  levels: string[];
  config: CourseConfig;
  cards: NormalizedCard[];
}

/**
 * Why an upload was refused: `message` for people ("Card 3: face: Question is required"), `fields` for the
 * API, by the dotted path of each field at fault ({ "cards.2.face": "Question is required" }).
 */
export interface UploadProblem {
  ok: false;
  message: string;
  fields: Record<string, string>;
  /** The 0-based position of the offending card; the message counts from 1 ("Card 3: ..."). */
  index?: number;
}

export type CourseUploadResult = { ok: true; course: ValidatedCourseUpload } | UploadProblem;

/** One of the spec's messages, word for word, about the field at `path` ("" for the JSON as a whole). */
const spec = (path: string, message: string): UploadProblem => ({
  ok: false,
  message,
  fields: { [path || WHOLE_PART_FIELD.body]: message },
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
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

/** Unknown keys are refused in an upload as in every request body (docs/decisions/validation-errors.md). */
const CourseHeader = strictInput(UploadCourseBody.omit({ cards: true }));

/** Cards checked between two pauses of `validateCourseUploadPaced`. */
export const UPLOAD_CHECK_CHUNK = 250;

/**
 * The one implementation of the upload checks (web before upload, server on upload, seed at start-up).
 * First the seven checks of requirements C5 in the spec's order and words (the 7th on the first card only),
 * then the card limit, the course fields, and every card with `checkCard` (the one set of card rules, "Card 3: ...").
 * Course topics and levels gain every value used by the cards (so empty lists default to the cards' values).
 */
export function validateCourseUpload(json: unknown): CourseUploadResult {
  const steps = uploadChecks(json);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same checks, with `pause()` awaited after every UPLOAD_CHECK_CHUNK cards: the server passes a
 * turn of its event loop, so checking 5,000 cards does not hold up other requests.
 */
export async function validateCourseUploadPaced(
  json: unknown,
  pause: () => Promise<void>,
): Promise<CourseUploadResult> {
  const steps = uploadChecks(json);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The checks, in order; yields after every UPLOAD_CHECK_CHUNK cards (a place to pause, nothing more). */
function* uploadChecks(json: unknown): Generator<void, CourseUploadResult> {
  if (!isRecord(json)) return spec("", UPLOAD_MESSAGES.name);
  if (!nonBlank(json.name)) return spec("name", UPLOAD_MESSAGES.name);
  if (!nonBlank(json.slug)) return spec("slug", UPLOAD_MESSAGES.slug);
  if (!Array.isArray(json.topics)) return spec("topics", UPLOAD_MESSAGES.topics);
  if (!Array.isArray(json.levels)) return spec("levels", UPLOAD_MESSAGES.levels);
  const { cards, ...head } = json;
  if (!Array.isArray(cards)) return spec("cards", UPLOAD_MESSAGES.cards);
  if (cards.length === 0) return spec("cards", UPLOAD_MESSAGES.noCards);
  const first: unknown = cards[0];
  if (!isRecord(first) || !first.face || !first.back || !first.topic || !first.level) {
    return { ...spec("cards.0", UPLOAD_MESSAGES.cardFields), index: 0 };
  }
  if (cards.length > COURSE_LIMITS.maxCards) return spec("cards", UPLOAD_MESSAGES.tooManyCards(cards.length));

  const header = CourseHeader.safeParse(head);
  if (!header.success) {
    const fields = issueFields(header.error.issues);
    const [path, message] = Object.entries(fields)[0]!;
    return { ok: false, message: fieldMessage(path, message), fields };
  }

  const normalized: NormalizedCard[] = [];
  for (const [index, card] of cards.entries()) {
    if (index > 0 && index % UPLOAD_CHECK_CHUNK === 0) yield;
    const checked = checkCard(card, { strict: true });
    if (!checked.ok) {
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(checked.fields)) {
        fields[path === WHOLE_PART_FIELD.body ? `cards.${index}` : `cards.${index}.${path}`] = message;
      }
      return { ok: false, message: `Card ${index + 1}: ${checked.message}`, fields, index };
    }
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
    return spec("", UPLOAD_MESSAGES.invalidJson);
  }
  return validateCourseUpload(json);
}
