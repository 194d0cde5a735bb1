import {
  type CardFields,
  checkCard,
  type GeneratedCardOutput,
  type Level,
  mcqOptionProblems,
  textKey,
} from "@recall/shared";

/**
 * The checks every generated card passes before it is stored (docs/decisions/ai-jobs.md): no empty field;
 * a multiple-choice card has exactly 4 distinct non-blank options, an answerIndex in range and a question
 * that does not contain the correct option (shared `mcqOptionProblems`); its face is not already in the
 * course; then the same CardFields rules as an upload. Scores and times are clamped, not refused.
 */

const text = (s: string | null | undefined, max: number) =>
  (s ?? "")
    .replace(/[ \t]+/g, " ")
    .trim()
    .slice(0, max);
const clamp = (n: number, min: number, max: number, fallback: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;

/**
 * The faces of one course, compared by `textKey`: seeded with the cards already stored, and grown as a
 * generation accepts cards, so no face repeats in the course (parallel batches of a job share one).
 */
export class CourseFaces {
  private readonly keys = new Set<string>();

  constructor(faces: Iterable<string> = []) {
    for (const face of faces) this.add(face);
  }

  has(face: string): boolean {
    return this.keys.has(textKey(face));
  }

  add(face: string): void {
    this.keys.add(textKey(face));
  }
}

export interface CardCheckOptions {
  /** The topic every card of the batch is filed under. */
  topic: string;
  /** The level of a card whose own level is not one of the three. */
  defaultLevel: Level;
  /** The course's faces: a card repeating one is refused. */
  faces: CourseFaces;
}

export type CardVerdict =
  | { ok: true; card: CardFields }
  /** `problem`: one line naming the card and what is wrong, for the top-up prompt. */
  | { ok: false; problem: string };

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

function emptyFields(fields: ReturnType<typeof richFields>): string[] {
  const out: string[] = [];
  if (!fields.face) out.push("empty question");
  if (!fields.back) out.push("empty answer");
  if (!fields.explanationRight || !fields.explanationWrong) out.push("empty explanation");
  if (!fields.conceptExplainer.title || !fields.conceptExplainer.content) out.push("empty conceptExplainer");
  if (!fields.deepDive.title || !fields.deepDive.content) out.push("empty deepDive");
  return out;
}

/**
 * Checks one generated card and turns it into storable CardFields. Does not claim its face: the caller
 * adds it to `faces` once it keeps the card.
 */
export function checkGeneratedCard(card: GeneratedCardOutput, opts: CardCheckOptions): CardVerdict {
  const fields = richFields(card, opts.topic, opts.defaultLevel);
  const problems = emptyFields(fields);
  if (fields.face && opts.faces.has(fields.face)) problems.push("repeats a question already in the course");
  let candidate: CardFields;
  if (card.type === "mcq") {
    const options = (card.options ?? []).map((o) => text(o, 1000));
    problems.push(...mcqOptionProblems({ face: fields.face, options, answerIndex: card.answerIndex }));
    candidate = { ...fields, type: "mcq", options, answerIndex: card.answerIndex };
  } else {
    candidate = { ...fields, type: "basic", options: null, answerIndex: null };
  }
  if (problems.length === 0) {
    const checked = checkCard(candidate);
    if (!checked.ok) problems.push(checked.message);
  }
  if (problems.length > 0) {
    const label = fields.face ? `"${fields.face.slice(0, 80)}"` : "a card";
    return { ok: false, problem: `${label}: ${problems.join("; ")}` };
  }
  return { ok: true, card: candidate };
}
