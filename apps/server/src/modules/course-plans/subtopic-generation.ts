import { type CardFields, ManualCardBody, PLAN_MESSAGES } from "@recall/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { AiCallAborted, CourseFaces, courseSlug, loadCourseFaces } from "../ai/index";
import { addManualCard, findCourseRow, listCardFaces, uploadCourse } from "../courses/index";
import { recordCardPassages } from "../materials/index";
import { isLiveClaim, planStatus } from "./course-plan.presenter";
import { type PlanRow, coursePlansRepository as repo, type SubtopicRow } from "./course-plans.repository";
import { isShort, subtopicQuota, type Usage, writeSubtopicCards } from "./subtopic-cards";

/** requirements C8: a budget error during a plan reads as the plan's own text. */
export function planError(err: unknown): unknown {
  if (err instanceof AppError && err.code === "BUDGET_EXCEEDED") {
    return new AppError("BUDGET_EXCEEDED", PLAN_MESSAGES.budgetExceeded);
  }
  return err;
}

export const staleBefore = (ai: Pick<AiClient, "staleAfterMs">) => new Date(Date.now() - ai.staleAfterMs);

/** Re-stores the plan's status from its subtopics (call inside the transaction that changed them). */
export async function refreshPlanStatus(db: Database, plan: PlanRow, ai: Pick<AiClient, "staleAfterMs">) {
  const subtopics = await repo.listSubtopics(db, [plan.id]);
  await repo.updatePlan(db, plan.id, { status: planStatus(subtopics, plan.autoGenerate, staleBefore(ai)) });
}

export type ClaimMode = "next" | "auto";
export type Claim = { subtopic: SubtopicRow } | { subtopic: null; busy: boolean };

/**
 * Claims the plan's next subtopic for `claimant`, under the plan row's lock (so claims of one plan run one
 * at a time) and with a conditional UPDATE. "next" (generate-next) takes the first not_started or failed
 * subtopic, else the first one done short of its cards or MCQ share (a top-up), and is refused (busy) while
 * another is being generated; "auto" (the job, several workers) first takes back its own claims that no
 * worker of this run holds (`inFlight`: a resumed job), then, unless someone else is generating, the first
 * not_started one, and when none is left its final pass: each failed or short subtopic once (`finalPass`
 * holds the ones it took). The claimed id is added to `inFlight` under the lock. A dead process's claim
 * counts as free.
 */
export async function claimNextSubtopic(
  db: Database,
  ai: Pick<AiClient, "staleAfterMs">,
  planId: string,
  claimant: string,
  mode: ClaimMode,
  inFlight: Set<string> = new Set(),
  finalPass: Set<string> = new Set(),
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const plan = await repo.findPlan(tx, planId, { lock: true });
    if (!plan) return { subtopic: null, busy: false };
    const stale = staleBefore(ai);
    const subtopics = await repo.listSubtopics(tx, [planId]);
    const own = subtopics.find(
      (s) => s.status === "generating" && s.claimedBy === claimant && !inFlight.has(s.id),
    );
    if (own) {
      // Marked while the plan lock is held, so no other worker of this run can take it back too.
      inFlight.add(own.id);
      return { subtopic: own };
    }
    if (subtopics.some((s) => isLiveClaim(s, stale) && s.claimedBy !== claimant)) {
      return { subtopic: null, busy: true };
    }
    const open = (s: SubtopicRow) =>
      s.status === "not_started" ||
      (s.status === "failed" && mode === "next") ||
      (s.status === "generating" && !isLiveClaim(s, stale));
    const topUp = (s: SubtopicRow) =>
      (s.status === "failed" || (s.status === "completed" && isShort(subtopics, s))) &&
      (mode === "next" || !finalPass.has(s.id));
    const next = subtopics.find(open) ?? subtopics.find(topUp);
    if (!next) return { subtopic: null, busy: false };
    const claimed = await repo.claimSubtopic(tx, next.id, next.status, claimant);
    if (!claimed) return { subtopic: null, busy: true };
    inFlight.add(claimed.id);
    if (mode === "auto" && next.status !== "not_started" && next.status !== "generating") {
      finalPass.add(claimed.id);
    }
    await repo.updatePlan(tx, planId, { status: "generating" });
    return { subtopic: claimed };
  });
}

export interface SubtopicOutcome {
  subtopic: SubtopicRow;
  /** The error that ended it, already in the plan's words (BUDGET_EXCEEDED), or null. */
  error: AppError | null;
}

/** Stores the plan's cards: into its course, creating the course (private, active) with the first cards. */
async function storeCards(tx: Database, plan: PlanRow, subtopics: SubtopicRow[], cards: CardFields[]) {
  const existing = plan.courseId ? await findCourseRow(tx, plan.courseId) : null;
  if (existing) {
    for (const card of cards) {
      await addManualCard(tx, plan.userId, ManualCardBody.parse({ ...card, courseId: existing.id }));
    }
    return existing.id;
  }
  const { course } = await uploadCourse(
    tx,
    plan.userId,
    {
      name: plan.courseName,
      slug: courseSlug(plan.courseName, plan.id),
      description: plan.description,
      topics: subtopics.map((s) => s.name),
      levels: [],
      config: { defaultFrequency: "daily", cardsPerSession: 15 },
      cards,
    },
    { source: "ai", isPublic: false, isActive: true },
  );
  return course.id;
}

/**
 * Commits a generation's cards and the subtopic's new state in ONE transaction, only while `claimant` still
 * holds the claim (else nothing is stored: the subtopic is someone else's now). A card whose face the course
 * gained meanwhile is dropped and counts as missing.
 */
async function commitSubtopic(
  db: Database,
  ai: Pick<AiClient, "staleAfterMs">,
  subtopicId: string,
  claimant: string,
  result: {
    cards: CardFields[];
    sources: { face: string; passage: string }[];
    usage: Usage;
    error: AppError | null;
  },
): Promise<SubtopicRow | null> {
  return db.transaction(async (tx) => {
    const row = await repo.findSubtopic(tx, subtopicId);
    if (!row) return null;
    const plan = await repo.findPlan(tx, row.planId, { lock: true });
    if (!plan) return null;
    await repo.addUsage(tx, plan.id, result.usage);
    const subtopics = await repo.listSubtopics(tx, [plan.id]);
    const current = subtopics.find((s) => s.id === subtopicId);
    if (current?.status !== "generating" || current.claimedBy !== claimant) return null;
    let courseId = plan.courseId;
    const stored = courseId ? new CourseFaces(await listCardFaces(tx, courseId)) : null;
    const kept = stored ? result.cards.filter((c) => !stored.has(c.face)) : result.cards;
    if (kept.length > 0) courseId = await storeCards(tx, plan, subtopics, kept);
    const keptFaces = new Set(kept.map((c) => c.face));
    const sources = result.sources.filter((s) => keptFaces.has(s.face));
    if (courseId && sources.length > 0) await recordCardPassages(tx, courseId, sources);
    const made = current.cardsGenerated + kept.length;
    const mcqMade = current.mcqGenerated + kept.filter((c) => c.type === "mcq").length;
    // Done once it has any card: a shortfall is shown from its counts (presenter), not as a failure.
    // Failed means it has no card at all.
    const patch = {
      status: made > 0 ? ("completed" as const) : ("failed" as const),
      cardsGenerated: made,
      mcqGenerated: mcqMade,
      courseId: kept.length > 0 || current.courseId ? courseId : null,
      error: result.error?.message ?? (made > 0 ? null : PLAN_MESSAGES.noCards),
      claimedBy: null,
      claimedAt: null,
    };
    await repo.updateSubtopic(tx, subtopicId, patch);
    if (courseId !== plan.courseId) await repo.updatePlan(tx, plan.id, { courseId });
    await refreshPlanStatus(tx, { ...plan, courseId }, ai);
    return { ...current, ...patch };
  });
}

/** Records a subtopic whose generation failed before anything was kept (its claim released). */
async function failSubtopic(
  db: Database,
  ai: Pick<AiClient, "staleAfterMs">,
  subtopic: SubtopicRow,
  claimant: string,
  message: string,
  usage: Usage,
): Promise<SubtopicRow> {
  return db.transaction(async (tx) => {
    const plan = await repo.findPlan(tx, subtopic.planId, { lock: true });
    const patch = { status: "failed" as const, error: message, claimedBy: null, claimedAt: null };
    if (plan) await repo.addUsage(tx, plan.id, usage);
    const rows = await repo.listSubtopics(tx, [subtopic.planId]);
    const current = rows.find((s) => s.id === subtopic.id);
    if (current?.status === "generating" && current.claimedBy === claimant) {
      await repo.updateSubtopic(tx, subtopic.id, patch);
    }
    if (plan) await refreshPlanStatus(tx, plan, ai);
    return { ...subtopic, ...patch };
  });
}

/**
 * Generates a claimed subtopic's missing cards (subtopic-cards.ts: about 80% MCQ, top-ups, card checks, and
 * for a plan from material its passages), then commits them. Every answer renews the claim, so a long
 * generation keeps it while a killed one's lapses after one call's staleness window. Failures are recorded
 * on the subtopic (its error text is shown on the item) and returned, never thrown; only a cancelled call
 * (shutdown) throws AiCallAborted, leaving the claim for the resumed job.
 */
export async function generateSubtopic(
  deps: { db: Database; ai: AiClient },
  plan: PlanRow,
  subtopic: SubtopicRow,
  claimant: string,
  scope: { jobId: string | null; signal?: AbortSignal },
): Promise<SubtopicOutcome> {
  const { db, ai } = deps;
  const faces = await loadCourseFaces(db, plan.courseId);
  const quota = subtopicQuota(await repo.listSubtopics(db, [plan.id]), subtopic);
  const usage: Usage = { costMicros: 0, input: 0, output: 0 };
  const onCall = async (call: Usage) => {
    usage.costMicros += call.costMicros;
    usage.input += call.input;
    usage.output += call.output;
    await repo.renewClaim(db, subtopic.id, claimant);
  };
  try {
    const result = await writeSubtopicCards(deps, plan, subtopic, quota, faces, scope, onCall);
    const error = result.error ? (asPlanError(result.error) as AppError) : null;
    const row = await commitSubtopic(db, ai, subtopic.id, claimant, { ...result, usage, error });
    return { subtopic: row ?? subtopic, error };
  } catch (err) {
    if (err instanceof AiCallAborted) throw err;
    const error = asPlanError(err);
    return { subtopic: await failSubtopic(db, ai, subtopic, claimant, error.message, usage), error };
  }
}

/** Any failure in the plan's words: the budget's own text, else 'Failed to generate subtopic'. */
function asPlanError(err: unknown): AppError {
  const known = planError(err);
  return known instanceof AppError ? known : new AppError("AI_ERROR", PLAN_MESSAGES.subtopicFailed);
}
