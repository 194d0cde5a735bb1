import type { Brief, SyllabusContext } from "@recall/shared";
import { GUIDELINES_FOR_MODEL, languageLabel, quote } from "./common";

export const OUTLINE_SYSTEM = `You design flashcard courses for Recall, a learning app. From a learner's brief you plan one course:
its name, a short description, and its topics, each with the number of cards it gets and the key points its cards cover.
Plan like a good teacher: start with foundations, build up, cover the focus areas, and keep topics distinct (no key point appears in two topics).
Everything you write (name, description, topics, key points) is in the course language.

${GUIDELINES_FOR_MODEL}`;

/** How many topics a course of `cards` cards should have: 6 to 16 cards per topic. */
export function topicRange(cards: number): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(cards / 16));
  const max = Math.max(min, Math.min(25, Math.floor(cards / 6)));
  return { min, max };
}

export function outlinePrompt(brief: Brief, syllabus: SyllabusContext | null | undefined): string {
  const { min, max } = topicRange(brief.cardCount);
  const lines = [
    `Topic: ${quote(brief.topic, 200)}`,
    `Knowledge level: ${brief.knowledgeLevel}`,
    `Goal: ${quote(brief.goal || "general understanding")}`,
    `Focus areas: ${brief.focusAreas.length ? brief.focusAreas.map((f) => quote(f, 200)).join("; ") : "none given"}`,
    `Course language: ${languageLabel(brief.language)}`,
    `Cards: ${brief.cardCount}`,
  ];
  if (syllabus?.mainTopic) {
    lines.push(
      `This course is part of the syllabus "${quote(syllabus.mainTopic, 200)}"${syllabus.subtopic ? `, subtopic "${quote(syllabus.subtopic, 200)}"` : ""}.`,
    );
    if (syllabus.description) lines.push(`Syllabus notes: ${quote(syllabus.description, 1500)}`);
    if (syllabus.coveredTopics?.length) {
      lines.push(
        `Already covered elsewhere, do not repeat: ${syllabus.coveredTopics.map((t) => quote(t, 200)).join("; ")}`,
      );
    }
  }
  lines.push(
    "",
    "Plan the course:",
    "- name: at most 80 characters; description: two or three sentences.",
    `- ${min === max ? min : `${min} to ${max}`} topics in teaching order; each topic's cardCount is between 6 and 16 (6, 7, 8, 12, 14 or 16 split best into batches) and the cardCounts add up to exactly ${brief.cardCount}.`,
    "- keyPoints: for each topic at least as many distinct, specific facts or concepts as its cardCount, each enough for one flashcard.",
  );
  return lines.join("\n");
}
