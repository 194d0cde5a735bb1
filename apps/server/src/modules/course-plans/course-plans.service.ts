import { randomUUID } from "node:crypto";
import {
  type CoursePlan,
  type CreateCoursePlanBody,
  PLAN_MESSAGES,
  plannedMcqOf,
  subtopicWaits,
  type UpdateCoursePlanBody,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, badRequestOn, conflict, notFound } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { materialOutlineLines, passagesOfSubtopics, screenOrThrow } from "../ai/index";
import type { JobSystem } from "../jobs/index";
import { jobsRepository } from "../jobs/index";
import type { MaterialRow } from "../materials/index";
import { planAutoJob } from "./auto-generate.job";
import { isLiveClaim, presentPlan, presentSubtopic } from "./course-plan.presenter";
import { type PlanRow, coursePlansRepository as repo } from "./course-plans.repository";
import {
  estimatedDuration,
  normalizeOutline,
  PLAN_SYSTEM,
  PlanOutlineOutput,
  planMaxTokens,
  planPrompt,
} from "./plan-outline";
import {
  claimNextSubtopic,
  generateSubtopic,
  planError,
  refreshPlanStatus,
  staleBefore,
} from "./subtopic-generation";

export interface PlanDeps {
  db: Database;
  ai: AiClient;
  jobs: JobSystem;
}

/**
 * The owner's plan; another user's plan is "not found" (404). A request checks ownership once, here, and
 * works on the row it got back (with `lock`, inside the transaction that changes the plan).
 */
export async function getOwnedPlan(
  db: Database,
  planId: string,
  userId: string,
  opts: { lock?: boolean } = {},
) {
  const plan = await repo.findPlan(db, planId, opts);
  if (!plan || plan.userId !== userId) throw notFound("Course plan");
  return plan;
}

/** A plan this request already authorized, read again to answer with its new state. */
async function presentAgain(deps: Pick<PlanDeps, "db" | "ai">, planId: string): Promise<CoursePlan> {
  const plan = await repo.findPlan(deps.db, planId);
  if (!plan) throw notFound("Course plan");
  return (await present(deps, [plan]))[0]!;
}

async function present(deps: Pick<PlanDeps, "db" | "ai">, plans: PlanRow[]): Promise<CoursePlan[]> {
  const subtopics = await repo.listSubtopics(
    deps.db,
    plans.map((p) => p.id),
  );
  const live = await repo.liveJobs(
    deps.db,
    plans.flatMap((p) => (p.autoJobId ? [p.autoJobId] : [])),
  );
  const stale = staleBefore(deps.ai);
  return plans.map((plan) =>
    presentPlan(
      {
        plan,
        subtopics: subtopics.filter((s) => s.planId === plan.id),
        autoJobLive: plan.autoJobId !== null && live.has(plan.autoJobId),
      },
      stale,
    ),
  );
}

export async function getCoursePlan(deps: Pick<PlanDeps, "db" | "ai">, planId: string, userId: string) {
  return (await present(deps, [await getOwnedPlan(deps.db, planId, userId)]))[0]!;
}

export async function listCoursePlans(deps: Pick<PlanDeps, "db" | "ai">, userId: string) {
  return present(deps, await repo.listPlans(deps.db, userId));
}

/**
 * POST /ai-content/course-plan/create: the AI proposes the course name, description and subtopics (one per
 * 6 cards); the plan is stored with the target split over them so its total is the target. Nothing is
 * generated yet (progressive creation: the plan page generates subtopic by subtopic). With a `material`
 * (the owner's, read and screened by the route's preflight) the outline reads it and each subtopic is given
 * its run of passages.
 */
export async function createCoursePlan(
  deps: Pick<PlanDeps, "db" | "ai">,
  user: AuthUser,
  body: z.output<typeof CreateCoursePlanBody>,
  material: MaterialRow | null,
): Promise<CoursePlan> {
  const { db, ai } = deps;
  const prompt = planPrompt(body);
  let answer: Awaited<ReturnType<typeof ai.generateStructured<PlanOutlineOutput>>>;
  try {
    answer = await ai.generateStructured({
      schema: PlanOutlineOutput,
      schemaName: "course_plan_outline",
      system: PLAN_SYSTEM,
      prompt: material ? [prompt, ...materialOutlineLines(material.passages)].join("\n") : prompt,
      kind: "plan",
      maxOutputTokens: planMaxTokens(body.targetCardCount),
      userId: user.id,
    });
  } catch (err) {
    throw planError(err);
  }
  const outline = normalizeOutline(answer.object, body);
  if (!outline) throw new AppError("AI_ERROR", PLAN_MESSAGES.generateFailed);
  const runs = passagesOfSubtopics(material?.passages.length ?? 0, outline.subtopics.length);
  const planId = await db.transaction(async (tx) => {
    const plan = await repo.insertPlan(tx, {
      userId: user.id,
      topic: body.topic,
      courseName: outline.courseName,
      description: outline.description,
      language: body.language,
      knowledgeLevel: body.knowledgeLevel,
      userDirections: body.userDirections,
      materialId: material?.id ?? null,
      targetCardCount: body.targetCardCount,
      estimatedDuration: estimatedDuration(body.targetCardCount),
      costMicros: answer.costMicros,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    });
    await repo.insertSubtopics(
      tx,
      outline.subtopics.map((s, i) => ({ ...s, planId: plan.id, passageIndexes: runs[i]! })),
    );
    return plan.id;
  });
  return presentAgain(deps, planId);
}

/**
 * PUT /ai-content/course-plan/{id}: name, description, and the subtopics as a list (its order is the new
 * order, renumbered 1..n; a subtopic left out is removed). Only a subtopic with no cards and not being
 * generated can be removed; removing one lowers the target by its cards, so the total still equals the target.
 */
export async function updateCoursePlan(
  deps: Pick<PlanDeps, "db" | "ai">,
  planId: string,
  userId: string,
  body: z.output<typeof UpdateCoursePlanBody>,
): Promise<CoursePlan> {
  const { db, ai } = deps;
  screenOrThrow(
    body.courseName,
    body.description,
    ...(body.subtopics ?? []).flatMap((s) => [s.name, s.description]),
  );
  await db.transaction(async (tx) => {
    const plan = await getOwnedPlan(tx, planId, userId, { lock: true });
    const patch: Partial<PlanRow> = {};
    if (body.courseName !== undefined) patch.courseName = body.courseName;
    if (body.description !== undefined) patch.description = body.description;
    if (body.subtopics) {
      const current = await repo.listSubtopics(tx, [planId]);
      const byId = new Map(current.map((s) => [s.id, s]));
      const unknown = body.subtopics.findIndex((s) => !byId.has(s.id));
      if (unknown >= 0) throw badRequestOn(`subtopics.${unknown}.id`, "is not a subtopic of this plan");
      const kept = new Set(body.subtopics.map((s) => s.id));
      const removed = current.filter((s) => !kept.has(s.id));
      const stale = staleBefore(ai);
      for (const s of removed) {
        if (isLiveClaim(s, stale) || s.cardsGenerated > 0) {
          throw conflict(`"${s.name}" already has cards or is being generated, so it cannot be removed.`);
        }
      }
      await repo.deleteSubtopics(
        tx,
        removed.map((s) => s.id),
      );
      // Two passes: orders move out of the way first, so no two rows ever share one mid-update.
      for (const [i, s] of body.subtopics.entries()) {
        await repo.updateSubtopic(tx, s.id, { order: -(i + 1) });
      }
      for (const [i, s] of body.subtopics.entries()) {
        await repo.updateSubtopic(tx, s.id, {
          order: i + 1,
          ...(s.name !== undefined ? { name: s.name } : {}),
          ...(s.description !== undefined ? { description: s.description } : {}),
        });
      }
      patch.targetCardCount = plan.targetCardCount - removed.reduce((sum, s) => sum + s.plannedCards, 0);
      patch.estimatedDuration = estimatedDuration(patch.targetCardCount);
    }
    await repo.updatePlan(tx, planId, patch);
    await refreshPlanStatus(tx, { ...plan, ...patch }, ai);
  });
  return presentAgain(deps, planId);
}

/** The most one subtopic's first call can cost: generate-next's preflight refuses a plan that cannot pay it. */
export function planFirstCallMicros(ai: Pick<AiClient, "maxCostMicros">, plan: PlanRow): number {
  return ai.maxCostMicros(plan.description + plan.userDirections, 6000);
}

/**
 * POST /ai-content/course-plan/{id}/generate-next: claims the next not_started (or failed) subtopic and
 * generates its cards in this request. Refused (409) while a subtopic is being generated or auto-generate
 * runs (requirements C4: available only when no subtopic is generating), so two calls never take one subtopic.
 * `plan` is the owner's (`getOwnedPlan`), read once by the route for its preflight and for this.
 */
export async function generateNextSubtopic(deps: Pick<PlanDeps, "db" | "ai">, plan: PlanRow) {
  const { db, ai } = deps;
  const planId = plan.id;
  const shown = (await present(deps, [plan]))[0]!;
  if (shown.autoGenerate)
    throw conflict("Auto-generate is running. Pause it to generate one subtopic at a time.");
  if (!shown.subtopics.some(subtopicWaits)) {
    throw conflict("Every subtopic of this plan is already generated.");
  }
  const claimant = `request:${randomUUID()}`;
  const claim = await claimNextSubtopic(db, ai, planId, claimant, "next");
  if (!claim.subtopic) {
    throw claim.busy
      ? conflict("A subtopic is being generated. Wait for it to finish.")
      : conflict("Every subtopic of this plan is already generated.");
  }
  const outcome = await generateSubtopic({ db, ai }, plan, claim.subtopic, claimant, { jobId: null });
  // No card at all: the call failed, and the request says so (the item shows the same text).
  if (outcome.error && outcome.subtopic.cardsGenerated === claim.subtopic.cardsGenerated) throw outcome.error;
  const after = await presentAgain(deps, planId);
  return {
    plan: after,
    subtopic:
      after.subtopics.find((s) => s.id === claim.subtopic.id) ??
      presentSubtopic(outcome.subtopic, staleBefore(ai), plannedMcqOf(outcome.subtopic.plannedCards)),
    progress: {
      percentComplete: after.progress.percentComplete,
      completedSubtopics: after.completedSubtopics,
      totalSubtopics: after.totalSubtopics,
    },
  };
}

/**
 * POST /ai-content/course-plan/{id}/auto-generate: on starts (or keeps) the plan's durable job; off pauses
 * it (the subtopic in flight finishes, then the job ends). Turning it on for a finished plan is refused.
 */
export async function setAutoGenerate(deps: PlanDeps, user: AuthUser, planId: string, enabled: boolean) {
  const { db, jobs } = deps;
  const shown = (await present(deps, [await getOwnedPlan(db, planId, user.id)]))[0]!;
  if (enabled && !shown.subtopics.some(subtopicWaits)) {
    throw conflict("Every subtopic of this plan is already generated.");
  }
  if (enabled && !jobs.started)
    throw new AppError("SERVICE_UNAVAILABLE", "The job queue is not running. Please try again.");
  const toWake = await db.transaction(async (tx) => {
    // Authorized above; locked now, so the job is stored once (deleted meanwhile: not found).
    const plan = await repo.findPlan(tx, planId, { lock: true });
    if (!plan) throw notFound("Course plan");
    if (!enabled) {
      await repo.updatePlan(tx, planId, { autoGenerate: false });
      return null;
    }
    const live = plan.autoJobId ? (await repo.liveJobs(tx, [plan.autoJobId])).has(plan.autoJobId) : false;
    // Already on. A live job of a paused plan is winding down (it may already have decided to stop): a new
    // job takes over, and waits for the old one's subtopic in flight (its claim) before claiming the next.
    if (live && plan.autoGenerate) return null;
    const job = await jobsRepository.create(tx, planAutoJob, {
      userId: user.id,
      input: { planId },
      progress: planAutoJob.initialProgress({ planId }),
    });
    await repo.updatePlan(tx, planId, { autoGenerate: true, autoJobId: job.id, status: "generating" });
    return job.id;
  });
  if (toWake) await jobs.enqueue(toWake);
  return presentAgain(deps, planId);
}
