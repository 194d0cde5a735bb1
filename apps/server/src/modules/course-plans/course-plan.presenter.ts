import {
  addDelivered,
  type CoursePlan,
  type CoursePlanSubtopic,
  cardShortfall,
  type DeliveredCards,
  mcqTargets,
  type PlanStatus,
  planPercent,
} from "@recall/shared";
import { microsToUsd } from "../ai/index";
import type { PlanWithSubtopics, SubtopicRow } from "./course-plans.repository";

/** A claim older than this is a dead process's: the subtopic may be claimed again. */
export const isLiveClaim = (s: SubtopicRow, staleBefore: Date) =>
  s.status === "generating" && s.claimedAt !== null && s.claimedAt > staleBefore;

/**
 * The plan's status from its subtopics (requirements C4): completed when every subtopic is, generating while one
 * is being generated or the auto-generate job is alive, paused once something was generated, else draft.
 */
export function planStatus(subtopics: SubtopicRow[], autoRunning: boolean, staleBefore: Date): PlanStatus {
  if (subtopics.length > 0 && subtopics.every((s) => s.status === "completed")) return "completed";
  if (autoRunning || subtopics.some((s) => isLiveClaim(s, staleBefore))) return "generating";
  if (subtopics.some((s) => s.status !== "not_started" || s.cardsGenerated > 0)) return "paused";
  return "draft";
}

/** What a subtopic delivered against its plan (its planned MCQ: its share of the plan's, `mcqTargets`). */
const delivered = (s: SubtopicRow, plannedMcq: number): DeliveredCards => ({
  plannedCards: s.plannedCards,
  cardsCreated: s.cardsGenerated,
  plannedMcq,
  mcqCreated: s.mcqGenerated,
});

/**
 * One subtopic for its owner. `plannedMcq` is its share of the plan's MCQ; a done subtopic short of its
 * cards or share carries the shared shortfall (the same figures and words as a course job's).
 */
export function presentSubtopic(s: SubtopicRow, staleBefore: Date, plannedMcq: number): CoursePlanSubtopic {
  // A dead process's claim reads as what it is: a failed attempt that can be generated again.
  const dead = s.status === "generating" && !isLiveClaim(s, staleBefore);
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    difficulty: s.difficulty,
    prerequisites: s.prerequisites,
    order: s.order,
    status: dead ? "failed" : s.status,
    plannedCards: s.plannedCards,
    cardsGenerated: s.cardsGenerated,
    plannedMcq,
    mcqGenerated: s.mcqGenerated,
    courseId: s.courseId,
    error: dead ? "Generation was interrupted. Generate it again." : s.error,
    shortfall: s.status === "completed" ? cardShortfall(delivered(s, plannedMcq)) : null,
  };
}

/** requirements C3 Course plan, as its owner sees it. */
export function presentPlan(
  { plan, subtopics, autoJobLive }: PlanWithSubtopics,
  staleBefore: Date,
): CoursePlan {
  const autoGenerate = plan.autoGenerate && autoJobLive;
  const completed = subtopics.filter((s) => s.status === "completed").length;
  const mcq = mcqTargets(subtopics.map((s) => s.plannedCards));
  const status = planStatus(subtopics, autoGenerate, staleBefore);
  return {
    id: plan.id,
    topic: plan.topic,
    language: plan.language as CoursePlan["language"],
    knowledgeLevel: plan.knowledgeLevel,
    userDirections: plan.userDirections,
    courseName: plan.courseName,
    description: plan.description,
    totalSubtopics: subtopics.length,
    targetCardCount: plan.targetCardCount,
    estimatedDuration: plan.estimatedDuration,
    completedSubtopics: completed,
    totalCardsGenerated: subtopics.reduce((sum, s) => sum + s.cardsGenerated, 0),
    totalCost: microsToUsd(plan.costMicros),
    courseId: plan.courseId,
    individualCourseIds: plan.courseId ? [plan.courseId] : [],
    tokensUsed: { input: plan.inputTokens, output: plan.outputTokens },
    status,
    autoGenerate,
    progress: { percentComplete: planPercent(completed, subtopics.length) },
    // Once every subtopic is done, the plan says what it is short of, as a course job does.
    shortfall:
      status === "completed"
        ? cardShortfall(addDelivered(subtopics.map((s, i) => delivered(s, mcq[i]!))))
        : null,
    subtopics: subtopics.map((s, i) => presentSubtopic(s, staleBefore, mcq[i]!)),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}
