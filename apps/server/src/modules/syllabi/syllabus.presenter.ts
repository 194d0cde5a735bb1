import {
  type CoverageReport,
  cardShortfall,
  mcqTargets,
  type SyllabusSubtopic,
  type SyllabusSummary,
} from "@recall/shared";
import type { SubtopicRow, SyllabusRow } from "./syllabi.repository";

/** A claim older than this belongs to a call that cannot still be running (see subtopic generation). */
export const isGenerating = (s: SubtopicRow, staleBefore: Date) =>
  s.generatingSince !== null && s.generatingSince >= staleBefore;

export function presentSubtopic(s: SubtopicRow, staleBefore: Date): SyllabusSubtopic {
  return {
    name: s.name,
    description: s.description,
    difficulty: s.difficulty,
    status: s.status,
    cardCount: s.cardCount,
    plannedCards: s.plannedCards,
    generating: isGenerating(s, staleBefore),
    lastShortfall: s.lastShortfall,
  };
}

const sum = (rows: SubtopicRow[], pick: (s: SubtopicRow) => number) => rows.reduce((n, s) => n + pick(s), 0);

/** requirements C3 Syllabus: the list item (progress as subtopics completed over total, requirements C4). */
export function presentSyllabus(syllabus: SyllabusRow, subtopics: SubtopicRow[]): SyllabusSummary {
  return {
    id: syllabus.id,
    mainTopic: syllabus.mainTopic,
    description: syllabus.description,
    status: syllabus.status,
    courseId: syllabus.courseId,
    syllabus: {
      totalSubtopics: subtopics.length,
      completedSubtopics: subtopics.filter((s) => s.status === "completed").length,
      subtopics: subtopics.map((s) => ({ name: s.name, status: s.status, cardCount: s.cardCount })),
    },
    coverage: {
      totalCardsGenerated: sum(subtopics, (s) => s.cardCount),
      plannedCards: sum(subtopics, (s) => s.plannedCards),
    },
    createdAt: syllabus.createdAt.toISOString(),
  };
}

/**
 * requirements C3 Coverage report: cards generated over cards planned (percent rounded down, so 100 means every
 * planned card is there), and the cards by their subtopic's difficulty (docs/decisions/syllabi.md).
 */
export function presentReport(
  syllabus: SyllabusRow,
  subtopics: SubtopicRow[],
  staleBefore: Date,
): CoverageReport {
  const totalCards = sum(subtopics, (s) => s.cardCount);
  const plannedCards = sum(subtopics, (s) => s.plannedCards);
  const mcqCards = sum(subtopics, (s) => s.mcqCount);
  const plannedMcq = mcqTargets(subtopics.map((s) => s.plannedCards)).reduce((a, b) => a + b, 0);
  const byLevel = (level: SubtopicRow["difficulty"]) =>
    sum(
      subtopics.filter((s) => s.difficulty === level),
      (s) => s.cardCount,
    );
  return {
    id: syllabus.id,
    mainTopic: syllabus.mainTopic,
    description: syllabus.description,
    status: syllabus.status,
    courseId: syllabus.courseId,
    progress: {
      totalCards,
      plannedCards,
      percentComplete: plannedCards ? Math.min(100, Math.floor((totalCards / plannedCards) * 100)) : 0,
      mcqCards,
      plannedMcq,
    },
    byDifficulty: {
      beginner: byLevel("beginner"),
      intermediate: byLevel("intermediate"),
      advanced: byLevel("advanced"),
    },
    // The same figures and words as a course job's shortfall (shared `cardShortfall`).
    shortfall:
      syllabus.status === "completed"
        ? cardShortfall({ plannedCards, cardsCreated: totalCards, plannedMcq, mcqCreated: mcqCards })
        : null,
    subtopics: subtopics.map((s) => presentSubtopic(s, staleBefore)),
  };
}
