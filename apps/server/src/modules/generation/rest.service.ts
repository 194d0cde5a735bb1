import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { conflict, notFound } from "../../lib/errors";
import { batchMaxTokens, CARD_BATCH_SYSTEM, cardBatchPrompt, courseBatchBrief } from "../ai/index";
import { requireOwnedCourse } from "../courses/index";
import { jobsRepository as repo } from "../jobs/index";
import { awaitGeneration, type GenerateOutcome, type GenerationDeps } from "./generation.service";
import { type CourseRestInput, courseRestJob } from "./kinds/course-rest.job";
import { planRest } from "./kinds/rest-plan";
import { restSource } from "./kinds/rest-source";

/**
 * POST /ai-content/jobs/{id}/generate-rest: a follow-up job that writes the cards a course generation
 * fell short by, into the same course, to the brief's plan (docs/decisions/ai-jobs.md "Shortfall").
 * 404 for another user's job or a deleted course; 409 when nothing is missing or a follow-up exists.
 * Answers like POST /ai-content/generate: the course when done within the wait, else the job (202).
 */
/** Checks that `jobId` can be continued by `user` and plans the rest; throws the 404/409 otherwise. */
async function prepareRest(db: Database, user: AuthUser, jobId: string, opts: { lock?: boolean } = {}) {
  const row = await repo.find(db, jobId, opts);
  if (!row || row.userId !== user.id) throw notFound("Generation job");
  const source = restSource(row);
  if (!source) throw conflict("This generation is not missing any cards.");
  if (!row.courseId) throw notFound("Course");
  await requireOwnedCourse(db, row.courseId, user.id);
  const children = await repo.liveChildren(db, row.id);
  if (children.some((c) => c.status === "completed")) {
    throw conflict("The rest of this course was already generated.");
  }
  if (children.length > 0) throw conflict("The rest of this course is already being generated.");
  const { result } = source;
  const input: CourseRestInput = {
    brief: source.brief,
    plan: source.plan,
    batches: planRest(source.batches, source.done, source.missing),
    before: {
      plannedCards: result.plannedCards,
      plannedMcq: result.plannedMcq,
      cardsCreated: result.cardsCreated,
      mcqCreated: result.mcqCreated,
    },
    materialId: source.materialId ?? null,
  };
  return { row, courseId: row.courseId, input };
}

/** The most the follow-up's first call can cost: the route's preflight refuses it before a job is stored. */
export async function restFirstCallMicros(
  deps: Pick<GenerationDeps, "db" | "ai">,
  user: AuthUser,
  jobId: string,
): Promise<number> {
  const { input } = await prepareRest(deps.db, user, jobId);
  const first = input.batches[0]!;
  const prompt = cardBatchPrompt(courseBatchBrief(input.plan, first, input.brief), {
    round: 0,
    cards: first.cardCount,
    mcq: first.mcqCount,
    problems: [],
    keptFaces: [],
  });
  return deps.ai.maxCostMicros(CARD_BATCH_SYSTEM + prompt, batchMaxTokens(first.cardCount));
}

export async function generateRest(
  deps: GenerationDeps,
  user: AuthUser,
  jobId: string,
): Promise<GenerateOutcome> {
  const { db, jobs } = deps;
  // Checked again with the parent row locked until the follow-up is stored: two clicks start one follow-up.
  const created = await db.transaction(async (tx) => {
    const rest = await prepareRest(tx, user, jobId, { lock: true });
    return repo.create(tx, courseRestJob, {
      userId: user.id,
      input: rest.input,
      progress: courseRestJob.initialProgress(rest.input),
      courseId: rest.courseId,
      parentJobId: rest.row.id,
    });
  });
  await jobs.enqueue(created.id);
  return awaitGeneration(deps, created.id);
}
