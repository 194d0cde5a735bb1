import {
  CARD_DEFAULTS,
  type Card,
  type CardType,
  type Frequency,
  type GlossaryTerm,
  LEVELS,
  type UpdateCardBody,
} from "@recall/shared";

export interface ArtworkDraft {
  title: string;
  searchKeywords: string;
  artist: string;
  year: string;
  description: string;
}

export interface CardDraft {
  topic: string;
  level: string;
  face: string;
  back: string;
  type: CardType;
  frequency: Frequency;
  options: string[];
  answerIndex: number | null;
  acceptableAnswers: string[];
  explanationRight: string;
  explanationWrong: string;
  conceptExplainer: { title: string; content: string };
  deepDive: { title: string; content: string; artworks: ArtworkDraft[] };
  artworks: ArtworkDraft[];
  relatedConcepts: { title: string; teaser: string; cardIds: string[] }[];
  /** Comma-separated in the form. */
  conceptTags: string;
  /** "" for no score, else "1".."10". */
  difficultyScore: string;
  minReadTime: string;
  glossary: {
    term: string;
    definitionShort: string;
    definitionMedium: string;
    contextTags: string[];
    layersFoundIn: GlossaryTerm["layersFoundIn"];
  }[];
}

export const emptyArtwork = (): ArtworkDraft => ({
  title: "",
  searchKeywords: "",
  artist: "",
  year: "",
  description: "",
});

const artworkDraft = (a: {
  title: string;
  searchKeywords: string;
  artist?: string | null;
  year?: string | number | null;
  description?: string | null;
}): ArtworkDraft => ({
  title: a.title,
  searchKeywords: a.searchKeywords,
  artist: a.artist ?? "",
  year: a.year == null ? "" : String(a.year),
  description: a.description ?? "",
});

/** The editable form state of a card. */
export function toDraft(card: Card): CardDraft {
  return {
    topic: card.topic,
    level: (LEVELS as readonly string[]).includes(card.level) ? card.level : "",
    face: card.face,
    back: card.back,
    type: card.type,
    frequency: card.frequency,
    options: card.options ? [...card.options] : [],
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
      artworks: (card.deepDive?.artworks ?? []).map(artworkDraft),
    },
    artworks: card.artworks.map(artworkDraft),
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
 * The type rule of part2 §2: leaving mcq drops options and answerIndex at once; entering mcq starts
 * with four blank options. Acceptable answers stay in the form and are dropped on save for non-cloze.
 */
export function changeType(draft: CardDraft, type: CardType): CardDraft {
  if (type === "mcq") {
    const options =
      draft.options.length > 0
        ? draft.options
        : Array.from({ length: CARD_DEFAULTS.mcqOptionCount }, () => "");
    return { ...draft, type, options };
  }
  return { ...draft, type, options: [], answerIndex: null };
}

const blank = (s: string) => !s.trim();
const isBlankArtwork = (a: ArtworkDraft) => Object.values(a).every(blank);

function checkArtworks(prefix: string, artworks: ArtworkDraft[], errors: Record<string, string>) {
  artworks.forEach((a, i) => {
    if (isBlankArtwork(a)) return;
    if (blank(a.title)) errors[`${prefix}.${i}.title`] = "Title is required";
    if (blank(a.searchKeywords)) errors[`${prefix}.${i}.searchKeywords`] = "Search Keywords is required";
  });
}

/** Field errors keyed by field path ("topic", "artworks.0.title"...); empty when the draft can be saved. */
export function validateDraft(d: CardDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(d.topic)) errors.topic = "Topic is required";
  if (blank(d.level)) errors.level = "Level is required";
  if (blank(d.face)) errors.face = "Question is required";
  if (blank(d.back)) errors.back = "Answer is required";
  if (d.type === "mcq") {
    if (d.options.filter((o) => !blank(o)).length < 2)
      errors.options = "A multiple-choice card needs at least 2 options";
    else if (d.answerIndex === null || blank(d.options[d.answerIndex] ?? ""))
      errors.options = "Select the correct option";
  }
  checkArtworks("artworks", d.artworks, errors);
  checkArtworks("deepDive.artworks", d.deepDive.artworks, errors);
  d.relatedConcepts.forEach((c, i) => {
    if (blank(c.title) && !blank(c.teaser)) errors[`relatedConcepts.${i}.title`] = "Title is required";
  });
  d.glossary.forEach((g, i) => {
    if (blank(g.term) && blank(g.definitionShort) && blank(g.definitionMedium)) return;
    if (blank(g.term)) errors[`glossary.${i}.term`] = "Term is required";
    if (blank(g.definitionShort)) errors[`glossary.${i}.definitionShort`] = "Definition is required";
  });
  const minRead = Number(d.minReadTime);
  if (!Number.isInteger(minRead) || minRead < 1 || minRead > 600)
    errors.minReadTime = "Min read time must be a whole number of seconds from 1 to 600";
  return errors;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

function artworkBody(artworks: ArtworkDraft[]) {
  return artworks
    .filter((a) => !isBlankArtwork(a))
    .map((a) => ({
      title: a.title.trim(),
      searchKeywords: a.searchKeywords.trim(),
      artist: orNull(a.artist),
      year: orNull(a.year),
      description: orNull(a.description),
    }));
}

/** The PATCH body of a valid draft: every field, with the type rules applied. */
export function draftToBody(d: CardDraft): UpdateCardBody {
  let options: string[] | null = null;
  let answerIndex: number | null = null;
  if (d.type === "mcq") {
    options = [];
    d.options.forEach((option, i) => {
      if (blank(option)) return;
      if (i === d.answerIndex) answerIndex = options!.length;
      options!.push(option.trim());
    });
  }
  const deepDiveArtworks = artworkBody(d.deepDive.artworks);
  const hasDeepDive = !blank(d.deepDive.title) || !blank(d.deepDive.content) || deepDiveArtworks.length > 0;
  const hasExplainer = !blank(d.conceptExplainer.title) || !blank(d.conceptExplainer.content);
  return {
    topic: d.topic.trim(),
    level: d.level as (typeof LEVELS)[number],
    face: d.face.trim(),
    back: d.back.trim(),
    type: d.type,
    frequency: d.frequency,
    options,
    answerIndex,
    acceptableAnswers: d.type === "cloze" ? d.acceptableAnswers.map((a) => a.trim()).filter(Boolean) : null,
    explanationRight: orNull(d.explanationRight),
    explanationWrong: orNull(d.explanationWrong),
    conceptExplainer: hasExplainer
      ? { title: d.conceptExplainer.title.trim(), content: d.conceptExplainer.content.trim() }
      : null,
    deepDive: hasDeepDive
      ? { title: d.deepDive.title.trim(), content: d.deepDive.content.trim(), artworks: deepDiveArtworks }
      : null,
    artworks: artworkBody(d.artworks),
    relatedConcepts: d.relatedConcepts
      .filter((c) => !blank(c.title))
      .map((c) => ({ title: c.title.trim(), teaser: c.teaser.trim(), cardIds: c.cardIds })),
    conceptTags: [
      ...new Set(
        d.conceptTags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ],
    difficultyScore: d.difficultyScore ? Number(d.difficultyScore) : null,
    minReadTime: Number(d.minReadTime),
    glossary: d.glossary
      .filter((g) => !blank(g.term))
      .map((g) => ({
        term: g.term.trim(),
        definitionShort: g.definitionShort.trim(),
        ...(g.definitionMedium.trim() ? { definitionMedium: g.definitionMedium.trim() } : {}),
        contextTags: g.contextTags,
        layersFoundIn: g.layersFoundIn,
      })),
  };
}
