import { AI_LIMITS, type KnowledgeLevel, SYLLABUS_LIMITS, type SyllabusOutlineOutput } from "@recall/shared";
import { apportion, GUIDELINES_FOR_MODEL, quote } from "../ai/index";

/** The schema name of the structure call (the scripted test server recognises it). */
export const SYLLABUS_SCHEMA_NAME = "syllabus_outline";

export const SYLLABUS_SYSTEM = `You design syllabi for Recall, a flashcard learning app. From a topic and a total number of cards you
structure the topic into subtopics that together cover it well: foundations first, then building up, each subtopic distinct
(no idea appears in two), each with a short description of what its cards cover, a difficulty (beginner, intermediate or
advanced) and the number of cards it deserves.

${GUIDELINES_FOR_MODEL}`;

/** About one subtopic per batch of cards (requirements C9: batches of 8), at most `maxSubtopics`. */
export function subtopicCount(cards: number): number {
  return Math.max(1, Math.min(SYLLABUS_LIMITS.maxSubtopics, Math.round(cards / AI_LIMITS.batchSize.max)));
}

export function syllabusPrompt(topic: string, cards: number): string {
  const n = subtopicCount(cards);
  return [
    `Topic: ${quote(topic, SYLLABUS_LIMITS.topicChars)}`,
    `Cards: ${cards}`,
    "",
    "Structure the syllabus:",
    "- mainTopic: the syllabus title, at most 100 characters; description: two or three sentences.",
    `- exactly ${n} subtopics in teaching order, with distinct names of at most 80 characters.`,
    `- each subtopic's plannedCards is between 4 and 16, and the plannedCards add up to exactly ${cards}.`,
  ].join("\n");
}

export interface PlannedSubtopic {
  name: string;
  description: string;
  difficulty: KnowledgeLevel;
  order: number;
  plannedCards: number;
}

export interface SyllabusPlan {
  mainTopic: string;
  description: string;
  subtopics: PlannedSubtopic[];
}

const clean = (s: string, max: number) => s.replace(/\s+/g, " ").trim().slice(0, max);

/**
 * The model's structure, normalised (never trusted): names cleaned and distinct (case-insensitively), at
 * most `subtopicCount` subtopics, and planned cards apportioned by the model's weights so that they add up
 * to exactly `cards`, each at least 4. An answer without usable subtopics still yields one, the topic itself.
 */
export function buildSyllabusPlan(
  outline: SyllabusOutlineOutput,
  topic: string,
  cards: number,
): SyllabusPlan {
  const seen = new Set<string>();
  let subtopics = outline.subtopics
    .map((s) => ({
      name: clean(s.name, 80),
      description: clean(s.description, 1000),
      difficulty: s.difficulty,
      weight: Number.isFinite(s.plannedCards) && s.plannedCards > 0 ? Math.min(s.plannedCards, 1000) : 1,
    }))
    .filter((s) => s.name && !seen.has(s.name.toLowerCase()) && seen.add(s.name.toLowerCase()))
    .slice(0, subtopicCount(cards));
  if (subtopics.length === 0) {
    subtopics = [{ name: clean(topic, 80), description: "", difficulty: "beginner", weight: 1 }];
  }
  const planned = apportion(
    cards,
    subtopics.map((s) => s.weight),
    Math.min(4, Math.floor(cards / subtopics.length)),
  );
  return {
    mainTopic: clean(outline.mainTopic, 100) || clean(topic, 100),
    description: clean(outline.description, 2000),
    subtopics: subtopics.map((s, order) => ({
      name: s.name,
      description: s.description,
      difficulty: s.difficulty,
      order,
      plannedCards: planned[order]!,
    })),
  };
}
