import { AI_LIMITS, type KnowledgeLevel } from "@recall/shared";
import type { CardAsk } from "../top-up";
import { GUIDELINES_FOR_MODEL, languageLabel, quote } from "./common";

export const CARD_BATCH_SYSTEM = `You are the flashcard writer of Recall, a learning app. You write rich, accurate study cards for one topic of a course.
Every card has:
- face: one clear question; back: the complete answer, understandable on its own.
- type "mcq": options with exactly ${AI_LIMITS.mcqOptions} distinct options, one correct and ${AI_LIMITS.mcqOptions - 1} plausible distractors of similar length and style (common misconceptions, not jokes); answerIndex is the 0-based index of the correct option, the correct option's position varies between cards, and the question never contains the correct option's words.
- type "basic": options null and answerIndex null.
- explanationRight: why the answer is right (1-3 sentences); explanationWrong: the usual misconception and why it is wrong.
- conceptExplainer: {title, content} a plain-language overview of the concept (60-120 words).
- deepDive: {title, content} more depth, context or history (100-200 words), with artworks: real, well-known works of art only where the subject naturally relates to art, history or culture (title, artist, year, description, searchKeywords), else [].
- relatedConcepts: 2-3 {title, teaser} concepts worth learning next.
- glossary: 2-4 terms used on the card {term, definitionShort (one line), definitionMedium (2-3 sentences)}.
- level: Beginner, Intermediate or Advanced; difficultyScore: 1 (easiest) to 10; conceptTags: 2-5 lowercase tags; minReadTime: seconds needed to read face and back (5-30).
Cards are factually correct, test one idea each, never repeat a question, and are written entirely in the course language.

${GUIDELINES_FOR_MODEL}`;

/** What a batch of cards is about: the course, the learner, and the topic with its key points. */
export interface CardBatchBrief {
  courseName: string;
  courseDescription: string;
  knowledgeLevel: KnowledgeLevel;
  goal: string;
  /** ISO 639-1 code of the course language. */
  language: string;
  topic: string;
  topicDescription: string;
  keyPoints: string[];
  /** More context lines, e.g. the user's directions or a syllabus's notes (quoted by the caller). */
  notes?: string[];
}

function contextLines(b: CardBatchBrief): string[] {
  const lines = [
    `Course: ${quote(b.courseName, 200)}: ${quote(b.courseDescription, 600)}`,
    `Learner: ${b.knowledgeLevel} level; goal: ${quote(b.goal || "general understanding", 500)}`,
    `Course language: ${languageLabel(b.language)}`,
    `Topic: ${quote(b.topic, 300)}`,
  ];
  if (b.topicDescription) lines.push(`Topic description: ${quote(b.topicDescription, 1000)}`);
  lines.push(...(b.notes ?? []));
  if (b.keyPoints.length) {
    lines.push("Key points to cover, about one card each:", ...b.keyPoints.map((p) => `- ${quote(p, 300)}`));
  }
  return lines;
}

/** "Write exactly 8 cards: 6 multiple-choice (type "mcq") and 2 basic (type "basic")." */
export function countLine(total: number, mcq: number, replacement = false): string {
  return `Write exactly ${total} ${replacement ? "replacement " : ""}cards: ${mcq} multiple-choice (type "mcq") and ${total - mcq} basic (type "basic").`;
}

/**
 * The prompt of one call of a batch: the first asks for the planned cards; a top-up (round > 0) asks for
 * exactly the missing ones, with what was wrong before and the questions to avoid.
 */
export function cardBatchPrompt(brief: CardBatchBrief, ask: CardAsk): string {
  if (ask.round === 0) return [...contextLines(brief), "", countLine(ask.cards, ask.mcq)].join("\n");
  const lines = [...contextLines(brief), "", "The cards written so far for this topic are not enough."];
  if (ask.problems.length) lines.push("Problems to avoid:", ...ask.problems.map((p) => `- ${p}`));
  if (ask.keptFaces.length) {
    lines.push(
      "These questions are already in the course; do not repeat them:",
      ...ask.keptFaces.map((f) => `- ${quote(f, 200)}`),
    );
  }
  lines.push("", countLine(ask.cards, ask.mcq, true));
  return lines.join("\n");
}
