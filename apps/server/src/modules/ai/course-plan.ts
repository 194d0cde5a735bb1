import {
  AI_LIMITS,
  apportion,
  type Brief,
  CARD_LIMITS,
  type CourseOutlineOutput,
  mcqTargets,
  slugify,
} from "@recall/shared";
import { z } from "zod";

const Count = z.number().int().min(0);

/** One unit of work of a course generation: some cards of one topic, committed together. */
export const PlannedBatch = z.object({
  index: Count,
  topic: z.string(),
  topicDescription: z.string(),
  keyPoints: z.array(z.string()),
  cardCount: Count,
  mcqCount: Count,
  /** For a course written from material: the passage (of the job's material) the batch's cards come from. */
  passageIndex: Count.nullish(),
});
export type PlannedBatch = z.infer<typeof PlannedBatch>;

/** What the outline call decided, normalised; stored on the job so a resumed job continues from it. */
export const CoursePlan = z.object({
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  topics: z.array(z.string()),
  plannedCards: Count,
  batches: z.array(PlannedBatch),
});
export type CoursePlan = z.infer<typeof CoursePlan>;

/** The MCQ cards a list of batches plans. */
export const plannedMcq = (batches: readonly PlannedBatch[]) => batches.reduce((s, b) => s + b.mcqCount, 0);

/** The shared largest-remainder split (packages/shared card-quota), kept importable from here. */
export { apportion };

const clean = (s: string, max: number) => s.replace(/\s+/g, " ").trim().slice(0, max);

function distinct(values: string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values.map((x) => clean(x, max)).filter(Boolean)) {
    const key = v.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

/** A slug unique per job: the name's slug plus 8 characters of the job id. */
export function courseSlug(name: string, jobId: string): string {
  const base = slugify(slugify(name).slice(0, 60));
  return `${base || "ai-course"}-${jobId.replace(/-/g, "").slice(0, 8)}`;
}

/**
 * Turns the model's outline into batches: card counts scaled to add up to the brief's count, each topic
 * split into batches of at most 8 cards, key points divided between them, and about 80% MCQ overall.
 */
export function buildCoursePlan(outline: CourseOutlineOutput, brief: Brief, jobId: string): CoursePlan {
  const total = brief.cardCount;
  const seen = new Set<string>();
  let topics = outline.topics
    .map((t) => ({
      name: clean(t.name, CARD_LIMITS.shortText),
      description: clean(t.description, 1000),
      keyPoints: distinct(t.keyPoints, 300),
      weight: Number.isFinite(t.cardCount) && t.cardCount > 0 ? Math.min(t.cardCount, 1000) : 1,
    }))
    .filter((t) => t.name && !seen.has(t.name.toLowerCase()) && seen.add(t.name.toLowerCase()));
  if (topics.length === 0) {
    // An outline without usable topics still yields a course: one topic, the focus areas as key points.
    topics = [{ name: clean(brief.topic, 300), description: "", keyPoints: brief.focusAreas, weight: 1 }];
  }
  topics = topics.slice(0, total);
  const counts = apportion(
    total,
    topics.map((t) => t.weight),
    1,
  );

  const batches: Omit<PlannedBatch, "mcqCount" | "index">[] = [];
  topics.forEach((topic, t) => {
    const n = counts[t]!;
    const sizes = apportion(n, Array(Math.ceil(n / AI_LIMITS.batchSize.max)).fill(1));
    let offset = 0;
    for (const size of sizes) {
      const points = topic.keyPoints.length
        ? Array.from({ length: size }, (_, i) => topic.keyPoints[(offset + i) % topic.keyPoints.length]!)
        : [];
      batches.push({
        topic: topic.name,
        topicDescription: topic.description,
        keyPoints: [...new Set(points)],
        cardCount: size,
      });
      offset += size;
    }
  });
  const mcq = mcqTargets(batches.map((b) => b.cardCount));
  const name = clean(outline.name, 80) || clean(brief.topic, 80);
  return {
    name,
    description: clean(outline.description, 2000),
    slug: courseSlug(name, jobId),
    topics: topics.map((t) => t.name),
    plannedCards: total,
    batches: batches.map((b, index) => ({ ...b, index, mcqCount: mcq[index]! })),
  };
}
