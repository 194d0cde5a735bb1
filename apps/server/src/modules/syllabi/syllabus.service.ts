import type { CreateSyllabusBody } from "@recall/shared";
import {
  AI_LIMITS,
  type CoverageReport,
  SYLLABUS_LIMITS,
  SYLLABUS_MESSAGES,
  SyllabusOutlineOutput,
  type SyllabusSubtopic,
  type SyllabusSummary,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { courseSlug, materialOutlineLines, passagesOfSubtopics } from "../ai/index";
import { insertCourseUnlessSlugTaken } from "../courses/index";
import type { MaterialRow } from "../materials/index";
import { syllabiRepository as repo, type SyllabusRow } from "./syllabi.repository";
import { isGenerating, presentReport, presentSubtopic, presentSyllabus } from "./syllabus.presenter";
import {
  buildSyllabusPlan,
  SYLLABUS_SCHEMA_NAME,
  SYLLABUS_SYSTEM,
  subtopicCount,
  syllabusPrompt,
} from "./syllabus-outline";

export interface SyllabusDeps {
  db: Database;
  ai: AiClient;
}

/**
 * How long a generate-subtopic claim is trusted: every call of two chunks of 8 (each with its top-ups) at
 * the longest a call may take. The generation renews its claim before each chunk (a batch from material
 * may have one chunk per passage), so an older claim is a killed process's and is taken over.
 */
export function claimLeaseMs(ai: Pick<AiClient, "staleAfterMs">): number {
  const chunks = Math.ceil(SYLLABUS_LIMITS.batchCards.max / AI_LIMITS.batchSize.max);
  return ai.staleAfterMs * (AI_LIMITS.topUpCalls + 1) * chunks;
}

export const staleBefore = (ai: Pick<AiClient, "staleAfterMs">) => new Date(Date.now() - claimLeaseMs(ai));

/** The user's syllabus, else 404 'Syllabus not found' (another user's is not disclosed). */
export async function requireOwnedSyllabus(db: Database, id: string, userId: string): Promise<SyllabusRow> {
  const syllabus = await repo.findOwned(db, id, userId);
  if (!syllabus) throw new AppError("NOT_FOUND", SYLLABUS_MESSAGES.notFound);
  return syllabus;
}

/**
 * POST /ai-content/syllabus/generate (requirements C7): one AI call structures the topic into subtopics (names,
 * descriptions, difficulties, planned cards adding up to the target), normalised by the app; the syllabus,
 * its subtopics and its (empty) course are then stored in one transaction. Nothing is stored if the call fails.
 * With a `material` (the owner's, read and screened by the route's preflight) the call reads it and each
 * subtopic is given its run of passages, which its cards are later written from.
 */
export async function createSyllabus(
  { db, ai }: SyllabusDeps,
  user: AuthUser,
  body: z.output<typeof CreateSyllabusBody>,
  material: MaterialRow | null,
): Promise<SyllabusSummary> {
  const prompt = syllabusPrompt(body.topic, body.targetCardCount);
  const { object } = await ai.generateStructured({
    schema: SyllabusOutlineOutput,
    schemaName: SYLLABUS_SCHEMA_NAME,
    system: SYLLABUS_SYSTEM,
    prompt: material ? [prompt, ...materialOutlineLines(material.passages)].join("\n") : prompt,
    kind: "syllabus",
    userId: user.id,
    maxOutputTokens: Math.min(8192, 600 + subtopicCount(body.targetCardCount) * 120),
  });
  const plan = buildSyllabusPlan(object, body.topic, body.targetCardCount);
  const runs = passagesOfSubtopics(material?.passages.length ?? 0, plan.subtopics.length);
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const course = await insertCourseUnlessSlugTaken(tx, {
      ownerId: user.id,
      name: plan.mainTopic,
      slug: courseSlug(plan.mainTopic, id),
      description: plan.description,
      topics: plan.subtopics.map((s) => s.name),
      config: { defaultFrequency: "daily", cardsPerSession: 15 },
      source: "syllabus",
      isPublic: false,
      isActive: true,
    });
    if (!course) throw new AppError("CONFLICT", SYLLABUS_MESSAGES.createFailed);
    const stored = await repo.insert(
      tx,
      {
        id,
        userId: user.id,
        mainTopic: plan.mainTopic,
        description: plan.description,
        targetCardCount: body.targetCardCount,
        courseId: course.id,
        materialId: material?.id ?? null,
      },
      plan.subtopics.map((s, i) => ({ ...s, passageIndexes: runs[i]! })),
    );
    return presentSyllabus(stored.syllabus, stored.subtopics);
  });
}

/** GET /ai-content/syllabus: the user's structured syllabi (every stored one is), newest first. */
export async function listSyllabi(db: Database, userId: string): Promise<SyllabusSummary[]> {
  const rows = await repo.listOwned(db, userId, ["structured", "in_progress", "completed"]);
  return rows.map((r) => presentSyllabus(r.syllabus, r.subtopics));
}

/** GET /ai-content/syllabus/{id}/report. */
export async function getCoverageReport(
  { db, ai }: SyllabusDeps,
  id: string,
  userId: string,
): Promise<CoverageReport> {
  const syllabus = await requireOwnedSyllabus(db, id, userId);
  return presentReport(syllabus, await repo.subtopicsOf(db, id), staleBefore(ai));
}

/**
 * GET /ai-content/syllabus/{id}/next?count=: the first `count` subtopics, in syllabus order, that still miss
 * planned cards and that no generation holds; empty when nothing is left ('No more subtopics to generate!').
 */
export async function nextSubtopics(
  { db, ai }: SyllabusDeps,
  id: string,
  userId: string,
  count: number,
): Promise<SyllabusSubtopic[]> {
  await requireOwnedSyllabus(db, id, userId);
  const before = staleBefore(ai);
  return (await repo.subtopicsOf(db, id))
    .filter((s) => s.status !== "completed" && !isGenerating(s, before))
    .slice(0, count)
    .map((s) => presentSubtopic(s, before));
}
