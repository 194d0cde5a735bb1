import { strToU8, type Zippable, zipSync } from "fflate";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { courseAsExport, readCourseForExport } from "../courses/index";
import { buildAnkiPackage, exportMedia } from "../exports/index";
import { defineJobKind, jobsRepository } from "../jobs/index";
import { dataExportRepository as repo } from "./data-export.repository";

export const DataExportJobInput = z.object({ exportId: z.uuid() });
export const DataExportJobProgress = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
const DataExportJobResult = z.object({ size: z.number().int().min(0) });

const progressOnly = { schemas: { progress: DataExportJobProgress } };
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

export const README = `Recall: your data
=================

account.json           Your account: email, display name, time zone, preferences, when it was created.
courses/<slug>.apkg    Each course you own as an Anki package (opens in Anki and imports back into Recall).
courses/<slug>.json    Each course you own as Recall's own JSON (upload it to recreate the course).
collections.json       Your collections, with the ids and questions of their cards.
sessions.json          Your study sessions, each with the answers you gave in it.
memory.json            Your memory of each card (FSRS state: due, stability, difficulty...) and your
                       fitted memory model, if one was fitted.
imported-reviews.json  Review history imported from other apps (only if you imported some).
`;

/**
 * Builds the zip of everything the user stored (docs/decisions/accounts.md "Data export"). Courses are
 * the long part: progress counts them. A resumed job starts over: the zip is written only at the end.
 */
export const dataExportJob = defineJobKind({
  kind: "data-export",
  schemas: { input: DataExportJobInput, progress: DataExportJobProgress, result: DataExportJobResult },
  failureMessage: "The export failed. Please try again.",
  initialProgress: () => ({ done: 0, total: 0 }),

  async run(job, { db }, control) {
    const row = await repo.find(db, job.input.exportId);
    if (!row) throw new AppError("NOT_FOUND", "This export no longer exists.");
    const files = await collectFiles(
      db,
      job.userId,
      async (done, total) => {
        await jobsRepository.saveProgress(db, progressOnly, job.id, { done, total });
      },
      control.stopRequested,
    );
    if (!files) return { status: "interrupted" };
    const bytes = zipSync(files);
    await repo.store(db, row.id, bytes);
    return { status: "completed", result: { size: bytes.byteLength } };
  },

  /** Courses written into the zip (the other files are quick). */
  summarize({ progress }) {
    return { unit: "course", done: progress.done, total: progress.total };
  },
});

/** Every file of the zip by path; null when shutdown began between two courses. */
async function collectFiles(
  db: Database,
  userId: string,
  onProgress: (done: number, total: number) => Promise<void>,
  stopRequested: () => boolean,
): Promise<Zippable | null> {
  const user = await repo.user(db, userId);
  if (!user) throw new AppError("NOT_FOUND", "This account no longer exists.");
  const files: Zippable = { "README.txt": strToU8(README), "account.json": json(user) };
  const courseIds = await repo.ownedCourseIds(db, userId);
  await onProgress(0, courseIds.length);
  for (const [i, courseId] of courseIds.entries()) {
    if (stopRequested()) return null;
    const { course, cards } = await readCourseForExport(db, courseId, userId);
    const media = await exportMedia(db, cards, userId);
    files[`courses/${course.slug}.apkg`] = await buildAnkiPackage(course, media.cards, media.files);
    files[`courses/${course.slug}.json`] = json(courseAsExport(course, cards));
    await onProgress(i + 1, courseIds.length);
  }
  const collections = await repo.collections(db, userId);
  const members = await repo.collectionCards(
    db,
    collections.map((c) => c.id),
  );
  files["collections.json"] = json(
    collections.map(({ userId: _, ...c }) => ({
      ...c,
      cards: members.filter((m) => m.collectionId === c.id).map(({ cardId, face }) => ({ id: cardId, face })),
    })),
  );
  const answers = await repo.answers(db, userId);
  files["sessions.json"] = json(
    (await repo.sessions(db, userId)).map(({ userId: _, ...s }) => ({
      ...s,
      answers: answers.filter((a) => a.sessionId === s.id).map(({ userId: __, ...a }) => a),
    })),
  );
  const model = await repo.memoryModel(db, userId);
  files["memory.json"] = json({
    cards: (await repo.memory(db, userId)).map(({ userId: _, ...m }) => m),
    model: model ? (({ userId: _, ...m }) => m)(model) : null,
  });
  const imported = await repo.importedReviews(db, userId);
  if (imported.length > 0) files["imported-reviews.json"] = json(imported.map(({ userId: _, ...r }) => r));
  return files;
}
