import { AI_LIMITS, type RelatedOptionsOut } from "@recall/shared";
import { GUIDELINES_FOR_MODEL, quote } from "../ai/index";

export const RELATED_CARD_SYSTEM = `You write one new flashcard for Recall, a learning app: a card about a concept related to an existing card (the source card) of a course.
The card has:
- face: one clear question about the related concept (not about the source card's own question); back: the complete answer, understandable on its own.
- type "mcq" (preferred): options with exactly ${AI_LIMITS.mcqOptions} distinct options, one correct and ${AI_LIMITS.mcqOptions - 1} plausible distractors of similar length and style; answerIndex is the 0-based index of the correct option, and the question never contains the correct option's words. type "basic": options null and answerIndex null.
- explanationRight, explanationWrong, conceptExplainer {title, content}, deepDive {title, content, artworks} (artworks: real, well-known works only where the subject relates to art, history or culture, else []), relatedConcepts (2-3 {title, teaser}), glossary (2-4 terms used on the card), level, difficultyScore (1-10), conceptTags (2-5 lowercase), minReadTime (seconds, 5-30).
relationship says how the new card relates to the source card: prerequisite, next-step, parallel, application, contrast or deep-dive. rationale says in one or two sentences why a learner of the source card needs it.
The card is factually correct, tests one idea, does not repeat a question of the course, and is written in the language of the source card.

${GUIDELINES_FOR_MODEL}`;

const DEEP_DIVE_WORDS = { concise: "60-100", medium: "100-200", detailed: "200-350" } as const;
const EXPLANATION_WORDS = {
  brief: "1 sentence",
  medium: "1-3 sentences",
  thorough: "3-5 sentences",
} as const;

export interface RelatedCardBrief {
  courseName: string;
  courseDescription: string;
  source: { face: string; back: string; topic: string; level: string; explainer: string };
  concept: { name: string; teaser: string };
  options: RelatedOptionsOut;
  /** With useFullContext: the course's other questions, to fit the course and avoid repeats. */
  courseFaces: string[];
  /** The type a batch's quota asks of this card; unset: "mcq" preferred. */
  cardType?: "mcq" | "basic";
}

/** The first prompt of a related card; a retry adds what was wrong (`problems`). */
export function relatedCardPrompt(b: RelatedCardBrief, problems: string[] = []): string {
  const lines = [
    `Course: ${quote(b.courseName, 200)}: ${quote(b.courseDescription, 600)}`,
    "Source card:",
    `- Topic: ${quote(b.source.topic, 300)}; level: ${b.source.level}`,
    `- Question: ${quote(b.source.face, 1000)}`,
    `- Answer: ${quote(b.source.back, 1000)}`,
  ];
  if (b.source.explainer) lines.push(`- Overview: ${quote(b.source.explainer, 1500)}`);
  lines.push(
    `Related concept to write the card about: ${quote(b.concept.name, 300)}`,
    ...(b.concept.teaser ? [`Concept teaser: ${quote(b.concept.teaser, 1000)}`] : []),
    `Target level: ${b.options.targetLevel}`,
    ...(b.cardType
      ? [`Card type: ${b.cardType === "mcq" ? 'multiple choice (type "mcq")' : 'basic (type "basic")'}`]
      : []),
    `deepDive content length: ${DEEP_DIVE_WORDS[b.options.deepDiveDepth]} words`,
    `explanationRight and explanationWrong length: ${EXPLANATION_WORDS[b.options.explanationDepth]} each`,
  );
  if (b.courseFaces.length) {
    lines.push(
      "Questions already in the course (do not repeat them):",
      ...b.courseFaces.map((f) => `- ${quote(f, 200)}`),
    );
  }
  if (problems.length) {
    lines.push("", "Your previous card could not be used:", ...problems.map((p) => `- ${p}`));
    lines.push("Write one new card that avoids these problems.");
  }
  return lines.join("\n");
}
