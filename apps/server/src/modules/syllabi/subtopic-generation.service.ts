import {
  AI_LIMITS,
  type CardFields,
  type CardShortfall,
  cardShortfall,
  type GenerateSubtopicBody,
  ManualCardBody,
  mcqTargets,
  nextRunQuota,
  SYLLABUS_MESSAGES,
} from "@recall/shared";
import type { z } from "zod";
import type { AuthUser } from "../../lib/auth";
import { AppError, conflict } from "../../lib/errors";
import {
  apportion,
  type ChunkedCards,
  CourseFaces,
  cardSlots,
  generateTopicCards,
  loadCourseFaces,
  type PassageChunk,
  passageChunks,
  passageNotes,
  quote,
  writeChunks,
} from "../ai/index";
import { addManualCard, findCourseRow, listCardFaces } from "../courses/index";
import { ownedMaterialPassages, recordCardPassages } from "../materials/index";
import { syllabiRepository as repo, type SubtopicRow, type SyllabusRow } from "./syllabi.repository";
import { presentSubtopic } from "./syllabus.presenter";
import { requireOwnedSyllabus, type SyllabusDeps, staleBefore } from "./syllabus.service";

type Body = z.output<typeof GenerateSubtopicBody>;

/**
 * The MCQ a subtopic plans: its share of the syllabus's ~80% (shared `mcqTargets` over the subtopics in
 * order), so the syllabus keeps the share whatever its subtopics' sizes.
 */
export function plannedMcqOfSubtopic(subtopics: readonly SubtopicRow[], subtopic: SubtopicRow): number {
  const at = subtopics.findIndex((s) => s.id === subtopic.id);
  return mcqTargets(subtopics.map((s) => s.plannedCards))[at] ?? 0;
}

/** What the card writer is told: the syllabus, the subtopic, and the other subtopics to stay clear of. */
function subtopicBrief(syllabus: SyllabusRow, subtopic: SubtopicRow, others: SubtopicRow[]) {
  return {
    courseName: syllabus.mainTopic,
    courseDescription: syllabus.description,
    knowledgeLevel: subtopic.difficulty,
    goal: `Cover the subtopic "${quote(subtopic.name, 200)}" of the syllabus "${quote(syllabus.mainTopic, 200)}"`,
    language: "en",
    topic: subtopic.name,
    topicDescription: subtopic.description,
    keyPoints: [],
    notes: others.length
      ? [
          `Other subtopics of the syllabus, covered by their own cards (do not write cards on them): ${others
            .slice(0, 60)
            .map((o) => quote(o.name, 80))
            .join("; ")}`,
        ]
      : [],
  };
}

/**
 * Generates the asked cards in chunks of at most one batch (8), each topped up to its count and MCQ share
 * (ai/card-writer `generateTopicCards`). A syllabus from material writes the subtopic's cards passage by
 * passage (ai/material-subtopics.ts), each card checked against its passage. The claim is renewed before
 * each chunk after the first. Stops at the first chunk that fails; what earlier chunks kept stays.
 */
async function generateChunks(
  deps: SyllabusDeps,
  syllabus: SyllabusRow,
  claimed: SubtopicRow,
  brief: ReturnType<typeof subtopicBrief>,
  target: { cards: number; mcq: number },
  faces: CourseFaces,
  userId: string,
): Promise<ChunkedCards> {
  const passages = await syllabusPassages(deps, syllabus);
  const slots = passages ? cardSlots(claimed.passageIndexes, passages, claimed.plannedCards) : [];
  let chunks: PassageChunk[];
  if (slots.length) {
    chunks = passageChunks(slots, claimed.cardCount, target.cards, target.mcq);
  } else {
    const sizes = apportion(target.cards, Array(Math.ceil(target.cards / AI_LIMITS.batchSize.max)).fill(1));
    const mcqs = apportion(target.mcq, sizes);
    chunks = sizes.map((cards, i) => ({ passageIndex: null, cards, mcq: mcqs[i]! }));
  }
  let since = claimed.generatingSince;
  let first = true;
  try {
    return await writeChunks(chunks, passages, async (chunk, passage) => {
      if (!first && since) since = (await repo.renewClaim(deps.db, claimed.id, since)) ?? since;
      first = false;
      return generateTopicCards(
        deps.ai,
        {
          brief: passage ? { ...brief, notes: [...passageNotes(passage), ...brief.notes] } : brief,
          target: { cards: chunk.cards, mcq: chunk.mcq },
          faces,
          kind: "syllabus-subtopic",
          passage,
        },
        { userId, jobId: null },
      );
    });
  } catch (err) {
    // Nothing kept: the caller releases the claim and answers the error.
    return { cards: [], sources: [], calls: 1, error: err };
  }
}

/** The passages of the syllabus's material (its owner's), or null for a syllabus from its topic alone. */
async function syllabusPassages({ db }: SyllabusDeps, syllabus: SyllabusRow): Promise<string[] | null> {
  if (!syllabus.materialId) return null;
  return ownedMaterialPassages(db, syllabus.materialId, syllabus.userId);
}

/** The shortfall of this call against what it asked (shared `cardShortfall`), with why a top-up failed. */
function presentShortfall(
  asked: { cards: number; mcq: number },
  cards: CardFields[],
  error: unknown,
): CardShortfall | null {
  return cardShortfall(
    {
      plannedCards: asked.cards,
      cardsCreated: cards.length,
      plannedMcq: asked.mcq,
      mcqCreated: cards.filter((c) => c.type === "mcq").length,
    },
    error instanceof AppError ? error.message : null,
  );
}

/**
 * POST /ai-content/syllabus/generate-subtopic (requirements C7): up to `cardCount` more cards for one subtopic
 * (never past its planned cards), into the syllabus's course. The subtopic is claimed atomically first, so
 * concurrent calls for it never both generate (the loser gets 409). The cards, the subtopic's counts and
 * status, and the syllabus's status are written in one transaction; a shortfall is recorded and answered
 * in words. A call that kept nothing answers its error (budget exceeded: the requirements C8 message) and changes nothing.
 */
export async function generateSubtopic(deps: SyllabusDeps, user: AuthUser, body: Body) {
  const { db, ai } = deps;
  const syllabus = await requireOwnedSyllabus(db, body.indexId, user.id);
  const subtopics = await repo.subtopicsOf(db, syllabus.id);
  const key = body.subtopicName.trim().toLowerCase();
  const subtopic = subtopics.find((s) => s.name.toLowerCase() === key);
  if (!subtopic) {
    throw new AppError(
      "NOT_FOUND",
      `Subtopic "${body.subtopicName.slice(0, 200)}" not found in this syllabus`,
    );
  }
  if (subtopic.cardCount >= subtopic.plannedCards) throw conflict(SYLLABUS_MESSAGES.subtopicComplete);

  const claimed = await repo.claim(db, subtopic.id, staleBefore(ai));
  if (!claimed) {
    const now = await repo.findSubtopicByName(db, syllabus.id, subtopic.name);
    throw conflict(
      now && now.cardCount >= now.plannedCards
        ? SYLLABUS_MESSAGES.subtopicComplete
        : SYLLABUS_MESSAGES.subtopicBusy,
    );
  }
  const release = () =>
    repo.finish(db, claimed.id, { cards: 0, mcq: 0, lastShortfall: claimed.lastShortfall });

  // The shared quota rule: what the subtopic still misses, at most cardCount, with its missing MCQ.
  const asked = nextRunQuota(
    {
      plannedCards: claimed.plannedCards,
      plannedMcq: plannedMcqOfSubtopic(subtopics, claimed),
      cardsMade: claimed.cardCount,
      mcqMade: claimed.mcqCount,
    },
    body.cardCount,
  );
  let outcome: ChunkedCards;
  try {
    const faces = await loadCourseFaces(db, syllabus.courseId);
    const others = subtopics.filter((s) => s.id !== claimed.id);
    const brief = subtopicBrief(syllabus, claimed, others);
    outcome = await generateChunks(deps, syllabus, claimed, brief, asked, faces, user.id);
  } catch (err) {
    await release();
    throw err;
  }
  if (outcome.error && outcome.cards.length === 0) {
    await release();
    throw outcome.error;
  }

  try {
    return await storeBatch(deps, user, syllabus, claimed, asked, outcome);
  } catch (err) {
    await release();
    throw err;
  }
}

/** Stores a generation's cards and ends the claim, in one transaction. */
async function storeBatch(
  { db, ai }: SyllabusDeps,
  user: AuthUser,
  syllabus: SyllabusRow,
  claimed: SubtopicRow,
  asked: { cards: number; mcq: number },
  outcome: ChunkedCards,
) {
  return db.transaction(async (tx) => {
    const course = await findCourseRow(tx, syllabus.courseId, { lock: true });
    if (!course) throw new AppError("NOT_FOUND", SYLLABUS_MESSAGES.notFound);
    // A face added to the course meanwhile (by hand, another subtopic) is dropped and counts as missing.
    const stored = new CourseFaces(await listCardFaces(tx, course.id));
    const kept = outcome.cards.filter((c) => !stored.has(c.face));
    for (const card of kept) {
      await addManualCard(tx, user.id, ManualCardBody.parse({ ...card, courseId: course.id }));
    }
    const keptFaces = new Set(kept.map((c) => c.face));
    const sources = outcome.sources.filter((s) => keptFaces.has(s.face));
    if (sources.length > 0) await recordCardPassages(tx, course.id, sources);
    const shortfall = presentShortfall(asked, kept, outcome.error);
    const row = await repo.finish(tx, claimed.id, {
      cards: kept.length,
      mcq: kept.filter((c) => c.type === "mcq").length,
      lastShortfall: shortfall?.message ?? null,
    });
    await repo.refreshStatus(tx, syllabus.id);
    return {
      course: { id: course.id, name: course.name, cardCount: course.cardCount + kept.length },
      subtopic: presentSubtopic(row, staleBefore(ai)),
      cardsGenerated: kept.length,
      shortfall,
      metadata: { calls: outcome.calls },
    };
  });
}
