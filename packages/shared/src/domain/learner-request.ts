/**
 * What the learner said about the course they want, read from their own chat messages: a card count
 * ("exactly 20 cards", "a 60-card course", "30 Karten", "20枚") and a knowledge level ("intermediate",
 * "Anfänger", "avancé"). The learner's words win over the model's reading of them, so the server checks
 * the model's brief against these and corrects it, and says so.
 *
 * The rules: only numbers written next to a word for cards count (a date or a duration does not); a level
 * preceded by a negation ("not a beginner", "kein Anfänger") does not count; when the learner said it more
 * than once, the last mention wins (they changed their mind).
 */

import {
  AI_LIMITS,
  type Brief,
  type BriefCorrection,
  KNOWLEDGE_LEVELS,
  type KnowledgeLevel,
} from "../contracts/ai";

/** One thing the learner said, with the words they said it in. */
export interface LearnerMention<T> {
  value: T;
  /** The learner's words, as written (e.g. "60-card", "30 Karten"). */
  quote: string;
}

/**
 * Words for a flashcard in the app's main languages, with their inflections, matched case-insensitively
 * as whole words ("cards" but not "cardiology").
 */
const CARD_WORDS = [
  "(?:flash-?)?cards?",
  "flashcards?",
  "(?:kartei)?karten?",
  "kaart(?:en)?",
  "tarjetas?",
  "fichas?",
  "cartes?",
  "fiches?",
  "cart(?:ões|ão|oes|ao|as?)",
  "schede",
  "kort(?:en|et)?",
  "kartu",
  "kart[ayę]?",
  "fisz(?:ek|ki|ka)",
  "kártyá?\\p{L}*",
  "kartic[ae]?",
  "карточ\\p{L}*",
  "карт[ыа]?",
  "κάρτ\\p{L}*",
];

/** Counters written straight after the number, with no word for "card" (Japanese, Chinese, Korean). */
const COUNTERS = "枚|张|張|장";

const CARD_COUNT = new RegExp(
  // The number, then at most one word (e.g. "20 more cards", "30 neue Karten") or a hyphen, then the word.
  `(?<![\\p{L}\\p{N}.,])(\\d{1,4})(?:\\s*-\\s*|\\s+(?:[\\p{L}]+\\s+)?)(?:${CARD_WORDS.join("|")})(?!\\p{L})|(\\d{1,4})\\s*(?:${COUNTERS})`,
  "giu",
);

/** The card count the learner asked for in one message (their last mention in it), or null. */
export function cardCountIn(text: string): LearnerMention<number> | null {
  let found: LearnerMention<number> | null = null;
  for (const match of text.matchAll(CARD_COUNT)) {
    const digits = match[1] ?? match[2];
    if (digits) found = { value: Number(digits), quote: match[0].trim() };
  }
  return found;
}

/** Words for each level in the app's main languages (stems; case-insensitive, whole words). */
const LEVEL_WORDS: Record<KnowledgeLevel, string[]> = {
  beginner: [
    "beginners?",
    "novices?",
    "anfänger\\p{L}*",
    "einsteiger\\p{L}*",
    "principiantes?",
    "débutante?s?",
    "debutante?s?",
    "iniciantes?",
    "начинающ\\p{L}*",
    "новичок",
    "początkując\\p{L}*",
  ],
  intermediate: [
    "intermediate",
    "mittelstufe",
    "mittleres? niveau",
    "intermedi[oa]s?",
    "intermédiaire",
    "intermediári[oa]",
    "intermediario",
    "средн\\p{L}*",
    "średniozaawansowan\\p{L}*",
  ],
  advanced: [
    "advanced",
    "experts?",
    "fortgeschrittene?n?",
    "avanzad[oa]s?",
    "avancée?s?",
    "avanzat[oa]",
    "avançad[oa]s?",
    "продвинут\\p{L}*",
    "zaawansowan\\p{L}*",
  ],
};

/** A negation just before a level word: "not a beginner", "no longer a beginner", "kein Anfänger". */
const NEGATION = /(?:\bnot|\bno longer|\bnever|\bkein\p{L}*|\bnicht|\bno|\bpas|\bне)\s+(?:\p{L}+\s+)?$/iu;

const LEVEL = new RegExp(
  `(?<![\\p{L}\\p{N}])(${KNOWLEDGE_LEVELS.map((level) => `(?<${level}>${LEVEL_WORDS[level].join("|")})`).join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** The knowledge level the learner named in one message (their last non-negated mention), or null. */
export function knowledgeLevelIn(text: string): LearnerMention<KnowledgeLevel> | null {
  let found: LearnerMention<KnowledgeLevel> | null = null;
  for (const match of text.matchAll(LEVEL)) {
    if (NEGATION.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    const level = KNOWLEDGE_LEVELS.find((l) => match.groups?.[l] !== undefined);
    if (level) found = { value: level, quote: match[0] };
  }
  return found;
}

export interface LearnerRequest {
  cardCount: LearnerMention<number> | null;
  knowledgeLevel: LearnerMention<KnowledgeLevel> | null;
}

/**
 * What the learner asked for across their messages, oldest first: for each of card count and level, the
 * mention in the latest message that has one.
 */
export function learnerRequest(messages: readonly string[]): LearnerRequest {
  const request: LearnerRequest = { cardCount: null, knowledgeLevel: null };
  for (const message of messages) {
    request.cardCount = cardCountIn(message) ?? request.cardCount;
    request.knowledgeLevel = knowledgeLevelIn(message) ?? request.knowledgeLevel;
  }
  return request;
}

/**
 * The model's brief with the learner's words applied: a card count they wrote (brought within the
 * generation limits) and a level they named replace the model's, and each replacement is listed so the
 * learner sees it.
 */
export function applyLearnerRequest(
  brief: Brief,
  request: LearnerRequest,
): { brief: Brief; corrections: BriefCorrection[] } {
  const corrections: BriefCorrection[] = [];
  const next = { ...brief };
  if (request.cardCount) {
    const { min, max } = AI_LIMITS.cardCount;
    const asked = request.cardCount.value;
    const to = Math.min(max, Math.max(min, asked));
    if (to !== brief.cardCount) {
      corrections.push({
        field: "cardCount",
        from: brief.cardCount,
        to,
        asked,
        quote: request.cardCount.quote,
      });
      next.cardCount = to;
    }
  }
  if (request.knowledgeLevel && request.knowledgeLevel.value !== brief.knowledgeLevel) {
    const asked = request.knowledgeLevel.value;
    corrections.push({
      field: "knowledgeLevel",
      from: brief.knowledgeLevel,
      to: asked,
      asked,
      quote: request.knowledgeLevel.quote,
    });
    next.knowledgeLevel = asked;
  }
  return { brief: next, corrections };
}
