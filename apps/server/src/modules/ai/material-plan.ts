import { AI_LIMITS, mcqTargets } from "@recall/shared";
import { apportion, type CoursePlan, type PlannedBatch } from "./course-plan";
import { quote } from "./prompts/common";

/**
 * Courses from the learner's own material (docs/decisions/course-material.md): the outline
 * call reads an excerpt of the material and names the course and its topics; the cards are then planned
 * over the material's passages rather than the outline's key points, every batch written from one passage.
 */

/** Characters of the material the outline call reads (about 3,000 tokens). */
export const OUTLINE_EXCERPT_CHARS = 12_000;

/** The lines the outline prompt gains for a course written from material. */
export function materialOutlineLines(passages: readonly string[]): string[] {
  let excerpt = "";
  for (const p of passages) {
    if (excerpt.length + p.length > OUTLINE_EXCERPT_CHARS) break;
    excerpt += `${p}\n\n`;
  }
  if (!excerpt) excerpt = passages[0]?.slice(0, OUTLINE_EXCERPT_CHARS) ?? "";
  return [
    "",
    "The course is written from the learner's own material. Plan topics that follow the material, in its order, and use only what it says.",
    `Material${excerpt.length < passages.join("\n\n").length ? " (beginning)" : ""}: ${quote(excerpt, OUTLINE_EXCERPT_CHARS)}`,
  ];
}

/** The passages a course of `cards` cards is written from: all of them, or evenly spread when fewer cards. */
function pickPassages(count: number, cards: number): number[] {
  if (count <= cards) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: cards }, (_, i) => Math.floor((i * count) / cards));
}

/**
 * Re-plans `plan`'s cards over the material's passages: the planned count split over the passages by
 * length (every chosen passage at least one card), each passage's cards in batches of at most 8, the
 * topic of the outline that covers its place in the material, and about 80% MCQ overall as in any plan.
 */
export function planOverPassages(plan: CoursePlan, passages: readonly string[]): CoursePlan {
  const total = plan.plannedCards;
  const chosen = pickPassages(passages.length, total);
  if (chosen.length === 0) return plan;
  const counts = apportion(
    total,
    chosen.map((p) => passages[p]!.length),
    1,
  );
  const topics = plan.topics.length ? plan.topics : [plan.name];
  const batches: Omit<PlannedBatch, "index" | "mcqCount">[] = [];
  chosen.forEach((p, i) => {
    const n = counts[i]!;
    const topic = topics[Math.floor((p * topics.length) / passages.length)]!;
    for (const size of apportion(n, Array(Math.ceil(n / AI_LIMITS.batchSize.max)).fill(1))) {
      batches.push({ topic, topicDescription: "", keyPoints: [], cardCount: size, passageIndex: p });
    }
  });
  const mcq = mcqTargets(batches.map((b) => b.cardCount));
  return {
    ...plan,
    batches: batches.map((b, index) => ({ ...b, index, mcqCount: mcq[index]! })),
  };
}

/** The line of a card-batch prompt that hands the model its passage. */
export function passageNotes(passage: string): string[] {
  return [
    "Source passage from the learner's material. Write every card from this passage only: each answer must be stated in it, in its words where possible.",
    `Passage: ${quote(passage, 4000)}`,
  ];
}
