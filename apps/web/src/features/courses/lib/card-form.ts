import {
  CARD_DEFAULTS,
  CARD_TYPES,
  type Card,
  CardFieldsWithRules,
  FREQUENCIES,
  GLOSSARY_LAYERS,
  LEVELS,
  type Level,
  type ManualCardBody,
  type NormalizedCard,
  normalizeCard,
  type UpdateCardBody,
} from "@recall/shared";
import { z } from "zod";

/**
 * The one form model of a card, used by the Add Manual Card form and the card edit modal.
 * The inputs hold text (a number as text, tags comma-separated, blank rows while being filled); the schema
 * converts them and pipes into the shared `CardFieldsWithRules`, so both forms check exactly what the
 * server checks, with the same messages and field paths ("face", "options", "artworks.0.title").
 * Nothing typed is dropped silently: a blank artwork, related concept or glossary row is reported on its
 * fields. Only blank options and acceptable answers are dropped, as requirements C5 says.
 */

const text = z.string();
const ArtworkValues = z.object({
  title: text,
  searchKeywords: text,
  artist: text,
  year: text,
  description: text,
});
export type ArtworkValues = z.infer<typeof ArtworkValues>;

const CardFormValues = z.object({
  face: text,
  back: text,
  topic: text,
  /** "" when a stored card's level is not one of the three (the select then asks for one). */
  level: text,
  type: z.enum(CARD_TYPES),
  frequency: z.enum(FREQUENCIES),
  options: z.array(text),
  answerIndex: z.number().nullable(),
  acceptableAnswers: z.array(text),
  explanationRight: text,
  explanationWrong: text,
  conceptExplainer: z.object({ title: text, content: text }),
  deepDive: z.object({ title: text, content: text, artworks: z.array(ArtworkValues) }),
  artworks: z.array(ArtworkValues),
  relatedConcepts: z.array(z.object({ title: text, teaser: text, cardIds: z.array(text) })),
  /** Comma-separated. */
  conceptTags: text,
  /** "" for not rated, else "1".."10". */
  difficultyScore: text,
  minReadTime: text,
  glossary: z.array(
    z.object({
      term: text,
      definitionShort: text,
      definitionMedium: text,
      contextTags: z.array(text),
      layersFoundIn: z.array(z.enum(GLOSSARY_LAYERS)),
    }),
  ),
});
export type CardFormValues = z.infer<typeof CardFormValues>;

const trimmed = (s: string) => s.trim();
const orNull = (s: string) => s.trim() || null;
const filled = (...values: string[]) => values.some((v) => v.trim() !== "");

const artworkFields = (a: ArtworkValues) => ({
  title: a.title.trim(),
  searchKeywords: a.searchKeywords.trim(),
  artist: orNull(a.artist),
  year: orNull(a.year),
  description: orNull(a.description),
});

/** The form's values as card fields, every row kept (so a blank one is reported, not dropped). */
function toCardFields(v: CardFormValues): z.input<typeof CardFieldsWithRules> {
  const hasDeepDive = filled(v.deepDive.title, v.deepDive.content) || v.deepDive.artworks.length > 0;
  return {
    face: v.face,
    back: v.back,
    topic: v.topic,
    // Anything but the three levels (here only "") is refused by the shared schema with its message.
    level: v.level as Level,
    type: v.type,
    frequency: v.frequency,
    options: v.type === "mcq" ? v.options : null,
    answerIndex: v.type === "mcq" ? v.answerIndex : null,
    acceptableAnswers: v.type === "cloze" ? v.acceptableAnswers : null,
    explanationRight: orNull(v.explanationRight),
    explanationWrong: orNull(v.explanationWrong),
    conceptExplainer: filled(v.conceptExplainer.title, v.conceptExplainer.content)
      ? { title: v.conceptExplainer.title.trim(), content: v.conceptExplainer.content.trim() }
      : null,
    deepDive: hasDeepDive
      ? {
          title: v.deepDive.title.trim(),
          content: v.deepDive.content.trim(),
          artworks: v.deepDive.artworks.map(artworkFields),
        }
      : null,
    artworks: v.artworks.map(artworkFields),
    relatedConcepts: v.relatedConcepts.map((c) => ({
      title: c.title.trim(),
      teaser: c.teaser.trim(),
      cardIds: c.cardIds,
    })),
    conceptTags: [...new Set(v.conceptTags.split(",").map(trimmed).filter(Boolean))],
    difficultyScore: v.difficultyScore ? Number(v.difficultyScore) : null,
    minReadTime: v.minReadTime.trim() === "" ? Number.NaN : Number(v.minReadTime),
    glossary: v.glossary.map((g) => ({
      term: g.term.trim(),
      definitionShort: g.definitionShort.trim(),
      ...(g.definitionMedium.trim() ? { definitionMedium: g.definitionMedium.trim() } : {}),
      contextTags: g.contextTags,
      layersFoundIn: g.layersFoundIn,
    })),
  };
}

/** Form values in, a card ready to store out (blank options dropped, answerIndex following its option). */
export const CardFormSchema = CardFormValues.transform(toCardFields)
  .pipe(CardFieldsWithRules)
  .transform(normalizeCard);

export const emptyArtwork = (): ArtworkValues => ({
  title: "",
  searchKeywords: "",
  artist: "",
  year: "",
  description: "",
});

export const blankOptions = () => Array.from({ length: CARD_DEFAULTS.mcqOptionCount }, () => "");

/** A new card: the defaults of requirements C9 (topic General, level Beginner, frequency daily, 5 s). */
export function emptyCardForm(): CardFormValues {
  return {
    face: "",
    back: "",
    topic: CARD_DEFAULTS.topic,
    level: CARD_DEFAULTS.level,
    type: "basic",
    frequency: CARD_DEFAULTS.frequency,
    options: blankOptions(),
    answerIndex: null,
    acceptableAnswers: [""],
    explanationRight: "",
    explanationWrong: "",
    conceptExplainer: { title: "", content: "" },
    deepDive: { title: "", content: "", artworks: [] },
    artworks: [],
    relatedConcepts: [],
    conceptTags: "",
    difficultyScore: "",
    minReadTime: String(CARD_DEFAULTS.minReadTime),
    glossary: [],
  };
}

const artworkValues = (a: Card["artworks"][number]): ArtworkValues => ({
  title: a.title,
  searchKeywords: a.searchKeywords,
  artist: a.artist ?? "",
  year: a.year == null ? "" : String(a.year),
  description: a.description ?? "",
});

/** A stored card as form values. */
export function cardToForm(card: Card): CardFormValues {
  return {
    face: card.face,
    back: card.back,
    topic: card.topic,
    level: (LEVELS as readonly string[]).includes(card.level) ? card.level : "",
    type: card.type,
    frequency: card.frequency,
    options: card.options ? [...card.options] : card.type === "mcq" ? blankOptions() : [],
    answerIndex: card.answerIndex,
    acceptableAnswers: card.acceptableAnswers ? [...card.acceptableAnswers] : [],
    explanationRight: card.explanationRight ?? "",
    explanationWrong: card.explanationWrong ?? "",
    conceptExplainer: {
      title: card.conceptExplainer?.title ?? "",
      content: card.conceptExplainer?.content ?? "",
    },
    deepDive: {
      title: card.deepDive?.title ?? "",
      content: card.deepDive?.content ?? "",
      artworks: (card.deepDive?.artworks ?? []).map(artworkValues),
    },
    artworks: card.artworks.map(artworkValues),
    relatedConcepts: card.relatedConcepts.map((c) => ({
      title: c.title,
      teaser: c.teaser,
      cardIds: c.cardIds,
    })),
    conceptTags: card.conceptTags.join(", "),
    difficultyScore: card.difficultyScore == null ? "" : String(card.difficultyScore),
    minReadTime: String(card.minReadTime ?? CARD_DEFAULTS.minReadTime),
    glossary: card.glossary.map((g) => ({
      term: g.term,
      definitionShort: g.definitionShort,
      definitionMedium: g.definitionMedium ?? "",
      contextTags: g.contextTags ?? [],
      layersFoundIn: g.layersFoundIn ?? [],
    })),
  };
}

/**
 * The POST /courses/manual-card body (requirements C5): face, back, topic, level, type, frequency, and only what
 * is filled besides (options and answerIndex for mcq, acceptable answers for cloze, explanations, layers).
 */
export function toManualCardBody(card: NormalizedCard, courseId: string): ManualCardBody {
  const { face, back, topic, level, type, frequency } = card;
  const body: ManualCardBody = { face, back, topic, level, type, frequency };
  if (card.options && card.answerIndex !== null) {
    body.options = card.options;
    body.answerIndex = card.answerIndex;
  }
  if (card.acceptableAnswers?.length) body.acceptableAnswers = card.acceptableAnswers;
  if (card.explanationRight) body.explanationRight = card.explanationRight;
  if (card.explanationWrong) body.explanationWrong = card.explanationWrong;
  if (card.conceptExplainer) body.conceptExplainer = card.conceptExplainer;
  if (card.deepDive) body.deepDive = card.deepDive;
  if (card.artworks.length) body.artworks = card.artworks;
  if (card.relatedConcepts.length) body.relatedConcepts = card.relatedConcepts;
  if (card.conceptTags.length) body.conceptTags = card.conceptTags;
  if (card.glossary.length) body.glossary = card.glossary;
  if (card.difficultyScore !== null) body.difficultyScore = card.difficultyScore;
  if (card.minReadTime !== CARD_DEFAULTS.minReadTime) body.minReadTime = card.minReadTime;
  if (courseId) body.courseId = courseId;
  return body;
}

/** The PATCH body of an edit: every field the form edits (the sandbox, which it does not show, is kept). */
export function toUpdateCardBody(card: NormalizedCard): UpdateCardBody {
  const { wordCount: _wordCount, sandbox: _sandbox, ...fields } = card;
  return fields;
}
