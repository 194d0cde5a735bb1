import { AI_LIMITS, type CardFields, checkCard, type GeneratedCardOutput, type Level } from "@recall/shared";

/**
 * The checks every generated card passes before it is stored (docs/decisions/ai-jobs.md): no empty field,
 * MCQ with exactly 4 distinct non-blank options and an answerIndex in range, no repeated question, then
 * the same CardFields rules as an upload. Scores and times are clamped, not refused.
 */

const text = (s: string | null | undefined, max: number) =>
  (s ?? "")
    .replace(/[ \t]+/g, " ")
    .trim()
    .slice(0, max);
const clamp = (n: number, min: number, max: number, fallback: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
export const faceKey = (face: string) =>
  face
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export interface CheckedCards {
  valid: CardFields[];
  /** One line per unusable card, for the regeneration prompt. */
  problems: string[];
  /** Unusable MCQ cards that are fine as basic cards (used if their replacement fails too). */
  salvage: CardFields[];
}

function richFields(card: GeneratedCardOutput, topic: string, defaultLevel: Level) {
  const artworks = card.deepDive.artworks
    .map((a) => ({
      title: text(a.title, 300),
      artist: text(a.artist, 300) || null,
      year: text(a.year, 40) || null,
      description: text(a.description, 2000) || null,
      searchKeywords: text(a.searchKeywords, 300),
    }))
    .filter((a) => a.title && a.searchKeywords)
    .slice(0, 4);
  const tags = [...new Set(card.conceptTags.map((t) => text(t, 60).toLowerCase()).filter(Boolean))].slice(
    0,
    8,
  );
  return {
    face: text(card.face, 5000),
    back: text(card.back, 5000),
    topic,
    level: (["Beginner", "Intermediate", "Advanced"] as const).includes(card.level)
      ? card.level
      : defaultLevel,
    frequency: "daily" as const,
    explanationRight: text(card.explanationRight, 5000),
    explanationWrong: text(card.explanationWrong, 5000),
    conceptExplainer: {
      title: text(card.conceptExplainer.title, 300),
      content: text(card.conceptExplainer.content, 8000),
    },
    deepDive: { title: text(card.deepDive.title, 300), content: text(card.deepDive.content, 8000), artworks },
    relatedConcepts: card.relatedConcepts
      .map((r) => ({ title: text(r.title, 300), teaser: text(r.teaser, 1000), cardIds: [] }))
      .filter((r) => r.title)
      .slice(0, 5),
    glossary: card.glossary
      .map((g) => ({
        term: text(g.term, 120),
        definitionShort: text(g.definitionShort, 500),
        definitionMedium: text(g.definitionMedium, 2000) || undefined,
      }))
      .filter((g) => g.term && g.definitionShort)
      .slice(0, 8),
    difficultyScore: clamp(card.difficultyScore, 1, 10, 5),
    conceptTags: tags,
    minReadTime: clamp(card.minReadTime, 3, 120, 10),
  };
}

function mcqProblems(card: GeneratedCardOutput): string[] {
  const options = (card.options ?? []).map((o) => text(o, 1000));
  const out: string[] = [];
  if (options.length !== AI_LIMITS.mcqOptions)
    out.push(`needs exactly ${AI_LIMITS.mcqOptions} options, had ${options.length}`);
  if (options.some((o) => !o)) out.push("an option is empty");
  if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
    out.push("options are not distinct");
  const i = card.answerIndex;
  if (i === null || !Number.isInteger(i) || i < 0 || i >= options.length) {
    out.push(`answerIndex ${i} is not the index of an option`);
  }
  return out;
}

/** Checks a batch's cards; `seenFaces` holds the questions already accepted (and gains the new ones). */
export function checkGeneratedCards(
  cards: GeneratedCardOutput[],
  opts: { topic: string; defaultLevel: Level; seenFaces: Set<string>; limit: number },
): CheckedCards {
  const out: CheckedCards = { valid: [], problems: [], salvage: [] };
  for (const card of cards) {
    if (out.valid.length >= opts.limit) break;
    const fields = richFields(card, opts.topic, opts.defaultLevel);
    const label = fields.face ? `"${fields.face.slice(0, 80)}"` : "a card";
    const problems: string[] = [];
    if (!fields.face) problems.push("empty question");
    if (!fields.back) problems.push("empty answer");
    if (!fields.explanationRight || !fields.explanationWrong) problems.push("empty explanation");
    if (!fields.conceptExplainer.title || !fields.conceptExplainer.content)
      problems.push("empty conceptExplainer");
    if (!fields.deepDive.title || !fields.deepDive.content) problems.push("empty deepDive");
    if (fields.face && opts.seenFaces.has(faceKey(fields.face))) problems.push("repeats another question");
    const optionProblems = card.type === "mcq" ? mcqProblems(card) : [];
    const base = { ...fields, type: "basic" as const, options: null, answerIndex: null };
    const candidate: CardFields =
      card.type === "mcq" && optionProblems.length === 0
        ? {
            ...fields,
            type: "mcq",
            options: card.options!.map((o) => text(o, 1000)),
            answerIndex: card.answerIndex,
          }
        : base;
    const checked = checkCard(candidate);
    if (!checked.ok) problems.push(checked.message);
    if (problems.length === 0 && optionProblems.length === 0) {
      out.valid.push(candidate);
      opts.seenFaces.add(faceKey(fields.face));
      continue;
    }
    out.problems.push(`${label}: ${[...problems, ...optionProblems].join("; ")}`);
    if (problems.length === 0) out.salvage.push(base);
  }
  return out;
}
