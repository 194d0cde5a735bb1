import { AI_LIMITS, type Brief } from "@recall/shared";
import type { CoursePlan, PlannedBatch } from "../course-plan";
import { GUIDELINES_FOR_MODEL, languageLabel, quote } from "./common";

export const CARD_BATCH_SYSTEM = `You are the flashcard writer of Recall, a learning app. You write rich, accurate study cards for one topic of a course.
Every card has:
- face: one clear question; back: the complete answer, understandable on its own.
- type "mcq": options with exactly ${AI_LIMITS.mcqOptions} distinct options, one correct and ${AI_LIMITS.mcqOptions - 1} plausible distractors of similar length and style (common misconceptions, not jokes); answerIndex is the 0-based index of the correct option, and the correct option's position varies between cards.
- type "basic": options null and answerIndex null.
- explanationRight: why the answer is right (1-3 sentences); explanationWrong: the usual misconception and why it is wrong.
- conceptExplainer: {title, content} a plain-language overview of the concept (60-120 words).
- deepDive: {title, content} more depth, context or history (100-200 words), with artworks: real, well-known works of art only where the subject naturally relates to art, history or culture (title, artist, year, description, searchKeywords), else [].
- relatedConcepts: 2-3 {title, teaser} concepts worth learning next.
- glossary: 2-4 terms used on the card {term, definitionShort (one line), definitionMedium (2-3 sentences)}.
- level: Beginner, Intermediate or Advanced; difficultyScore: 1 (easiest) to 10; conceptTags: 2-5 lowercase tags; minReadTime: seconds needed to read face and back (5-30).
Cards are factually correct, test one idea each, never repeat a question, and are written entirely in the course language.

${GUIDELINES_FOR_MODEL}`;

export interface BatchContext {
  plan: CoursePlan;
  batch: PlannedBatch;
  brief: Brief;
}

function contextLines({ plan, batch, brief }: BatchContext): string[] {
  const lines = [
    `Course: ${quote(plan.name, 200)}: ${quote(plan.description, 600)}`,
    `Learner: ${brief.knowledgeLevel} level; goal: ${quote(brief.goal || "general understanding", 500)}`,
    `Course language: ${languageLabel(brief.language)}`,
    `Topic: ${batch.topic}`,
  ];
  if (batch.topicDescription) lines.push(`Topic description: ${batch.topicDescription}`);
  if (batch.keyPoints.length) {
    lines.push("Key points to cover, about one card each:", ...batch.keyPoints.map((p) => `- ${p}`));
  }
  return lines;
}

/** "Write exactly 8 cards: 6 multiple-choice (type "mcq") and 2 basic (type "basic")." */
export function countLine(total: number, mcq: number, replacement = false): string {
  return `Write exactly ${total} ${replacement ? "replacement " : ""}cards: ${mcq} multiple-choice (type "mcq") and ${total - mcq} basic (type "basic").`;
}

export function batchPrompt(ctx: BatchContext): string {
  return [...contextLines(ctx), "", countLine(ctx.batch.cardCount, ctx.batch.mcqCount)].join("\n");
}

/** The one extra call for a batch: replacements for the invalid (or missing) cards only. */
export function regeneratePrompt(
  ctx: BatchContext,
  need: { total: number; mcq: number },
  problems: string[],
  keptFaces: string[],
): string {
  const lines = [...contextLines(ctx), "", "Some cards written for this topic could not be used."];
  if (problems.length) lines.push("Problems to avoid:", ...problems.slice(0, 20).map((p) => `- ${p}`));
  if (keptFaces.length) {
    lines.push(
      "These questions are already in the course; do not repeat them:",
      ...keptFaces.map((f) => `- ${quote(f, 200)}`),
    );
  }
  lines.push("", countLine(need.total, need.mcq, true));
  return lines.join("\n");
}
