import { type CardMemory, replayReviews } from "@recall/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../src/config";
import { cardMemory, cards, courses, importedReviews, imports, mediaFiles } from "../../src/db/schema/index";
import { importJob, storeImportPlan } from "../../src/modules/imports/import.job";
import type { ImportCard, ImportMedia, ImportPlan } from "../../src/modules/imports/import-plan";
import { IMPORT_BATCH } from "../../src/modules/imports/store-plan";
import { jobsRepository } from "../../src/modules/jobs/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * the import job's store step on a plan built here (no reader needed): review history becomes
 * the importer's card memory (replayed) and imported_reviews; images are stored and linked; a failure
 * part-way leaves nothing behind.
 */
let t: TestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const never = { stopRequested: () => false };

async function newJob() {
  const row = await jobsRepository.create(db(), importJob, {
    userId: user.id,
    input: { importId: crypto.randomUUID() },
    progress: importJob.initialProgress({ importId: "" }),
  });
  return { id: row.id, userId: user.id, importId: crypto.randomUUID() };
}

const card = (n: number, extra: Partial<ImportCard> = {}): ImportCard => ({
  sourceId: String(n),
  type: "basic",
  face: `Question ${n}`,
  back: `Answer ${n}`,
  topic: "General",
  conceptTags: [],
  reviews: [],
  mediaNames: [],
  ...extra,
});

const plan = (cardList: ImportCard[], media: ImportMedia[] = []): ImportPlan => ({
  format: "apkg",
  courses: [{ name: "Deck", description: "", topics: ["General"], cards: cardList }],
  noteTypes: [],
  media,
  skipped: [],
  adjusted: [],
});

const png = (name: string, bytes = new Uint8Array([137, 80, 78, 71])): ImportMedia => ({
  name,
  mime: "image/png",
  size: bytes.byteLength,
  read: async () => bytes,
});

describe("store step", () => {
  it("writes card_memory replayed from the reviews and one imported_reviews row per review", async () => {
    const reviews = [
      { at: new Date("2026-01-01T10:00:00Z"), grade: 3 as const, durationMs: 4000 },
      { at: new Date("2026-01-04T10:00:00Z"), grade: 1 as const, durationMs: 9000 },
      { at: new Date("2026-01-05T10:00:00Z"), grade: 3 as const, durationMs: 3000 },
    ];
    const outcome = await storeImportPlan(db(), await newJob(), plan([card(1, { reviews }), card(2)]), never);
    expect(outcome.status).toBe("completed");
    if (outcome.status !== "completed") return;
    expect(outcome.result).toMatchObject({ cards: 2, reviews: 3 });
    const courseId = outcome.result.courses[0]!.id;
    const stored = await db().select().from(cards).where(eq(cards.courseId, courseId));
    const reviewed = stored.find((c) => c.face === "Question 1")!;
    const [memory] = await db().select().from(cardMemory).where(eq(cardMemory.cardId, reviewed.id));
    const expected = replayReviews(reviews) as CardMemory;
    expect(memory).toMatchObject({
      userId: user.id,
      reps: expected.reps,
      lapses: expected.lapses,
      state: expected.state,
      timesCorrect: 2,
      timesIncorrect: 1,
    });
    expect(memory!.due.getTime()).toBe(expected.due.getTime());
    // A card without reviews stays new: no memory row.
    const fresh = stored.find((c) => c.face === "Question 2")!;
    expect(await db().select().from(cardMemory).where(eq(cardMemory.cardId, fresh.id))).toEqual([]);
    const logged = await db().select().from(importedReviews).where(eq(importedReviews.cardId, reviewed.id));
    expect(logged.map((r) => [r.grade, r.durationMs, r.source]).sort()).toEqual([
      [1, 9000, "anki"],
      [3, 3000, "anki"],
      [3, 4000, "anki"],
    ]);
    // Courses stay hidden until the job completes (finalize activates them).
    const [course] = await db().select().from(courses).where(eq(courses.id, courseId));
    expect(course!.isActive).toBe(false);
  });

  it("stores the images cards use, rewrites their links and reports unsupported ones by name", async () => {
    const svg: ImportMedia = {
      name: "d.svg",
      mime: "image/svg+xml",
      size: 10,
      read: async () => new Uint8Array(10),
    };
    const outcome = await storeImportPlan(
      db(),
      await newJob(),
      plan(
        [
          card(1, { face: "Which?\n\n![cat](cat%20one.png)", mediaNames: ["cat one.png"] }),
          card(2, { back: "![d](d.svg)", mediaNames: ["d.svg"] }),
        ],
        [png("cat one.png"), svg],
      ),
      never,
    );
    if (outcome.status !== "completed") throw new Error("not completed");
    expect(outcome.result.media).toBe(1);
    expect(outcome.result.skipped).toContainEqual({
      what: 'file "d.svg"',
      reason: expect.stringContaining("SVG files are not kept"),
      count: 1,
    });
    const courseId = outcome.result.courses[0]!.id;
    const [media] = await db().select().from(mediaFiles).where(eq(mediaFiles.courseId, courseId));
    const [first] = await db()
      .select()
      .from(cards)
      .where(eq(cards.face, `Which?\n\n![cat](/api/media/${media!.id})`));
    expect(first?.courseId).toBe(courseId);
  });

  it("stores sounds and videos, links their [sound:] markers, and names each file over a limit", async () => {
    const file = (name: string, mime: string, size: number): ImportMedia => ({
      name,
      mime,
      size,
      read: async () => new Uint8Array(size),
    });
    const outcome = await storeImportPlan(
      db(),
      await newJob(),
      plan(
        [
          card(1, { face: "[sound:hi.mp3] Hello", mediaNames: ["hi.mp3"] }),
          card(2, { face: "Watch [sound:big.mp4]", mediaNames: ["big.mp4"] }),
          card(3, { face: "Then [sound:clip.webm]", mediaNames: ["clip.webm"] }),
          card(4, { face: "And [sound:last.ogg]", mediaNames: ["last.ogg"] }),
        ],
        [
          file("hi.mp3", "audio/mpeg", 300),
          file("big.mp4", "video/mp4", 2000),
          file("clip.webm", "video/webm", 800),
          file("last.ogg", "audio/ogg", 200),
        ],
      ),
      { ...never, mediaLimits: { fileBytes: 1000, importBytes: 1000 } },
    );
    if (outcome.status !== "completed") throw new Error("not completed");
    expect(outcome.result.media).toBe(2);
    const reasons = outcome.result.skipped.map((s) => `${s.what}: ${s.reason}`);
    expect(reasons).toContainEqual(
      expect.stringMatching(/^video "big\.mp4" .*larger than .* one media file may be$/),
    );
    expect(reasons).toContainEqual(
      expect.stringMatching(/^video "clip\.webm" .*of media one import may store$/),
    );
    const courseId = outcome.result.courses[0]!.id;
    const stored = await db().select().from(mediaFiles).where(eq(mediaFiles.courseId, courseId));
    expect(stored.map((m) => m.mime).sort()).toEqual(["audio/mpeg", "audio/ogg"]);
    const faces = (await db().select().from(cards).where(eq(cards.courseId, courseId))).map((c) => c.face);
    const hi = stored.find((m) => m.mime === "audio/mpeg")!;
    expect(faces).toContain(`[sound:/api/media/${hi.id}] Hello`);
    // A file left out keeps its name in the text (the web shows it as text; read-aloud skips it).
    expect(faces).toContain("Watch [sound:big.mp4]");
  });

  it("a failure part-way deletes the courses, cards, memory and reviews already stored", async () => {
    const many = Array.from({ length: IMPORT_BATCH + 10 }, (_, i) =>
      card(i, { reviews: [{ at: new Date("2026-01-01T00:00:00Z"), grade: 3, durationMs: 0 }] }),
    );
    // The image of a card in the second batch cannot be read: the first batch is already committed.
    many[IMPORT_BATCH + 5] = card(9999, { face: "![x](x.png)", mediaNames: ["x.png"] });
    const broken: ImportMedia = { ...png("x.png"), read: async () => Promise.reject(new Error("corrupted")) };
    const before = await db().select({ id: courses.id }).from(courses).where(eq(courses.ownerId, user.id));
    await expect(storeImportPlan(db(), await newJob(), plan(many, [broken]), never)).rejects.toThrow(
      "corrupted",
    );
    const after = await db().select({ id: courses.id }).from(courses).where(eq(courses.ownerId, user.id));
    expect(after).toEqual(before);
    const leftovers = await db()
      .select()
      .from(importedReviews)
      .where(inArray(importedReviews.userId, [user.id]));
    expect(leftovers.length).toBe(3);
  });

  it("a resumed job deletes what its earlier run stored and imports the file again", async () => {
    const [row] = await db()
      .insert(imports)
      .values({
        userId: user.id,
        filename: "resume.csv",
        format: "csv",
        size: 8,
        bytes: new TextEncoder().encode("q1,a1\nq2,a2\n"),
        state: "started",
        options: { courseName: "Resumed" },
      })
      .returning();
    const job = await jobsRepository.create(db(), importJob, {
      userId: user.id,
      input: { importId: row!.id },
      progress: importJob.initialProgress({ importId: row!.id }),
    });
    const first = await storeImportPlan(
      db(),
      { id: job.id, userId: user.id, importId: row!.id },
      plan([card(1)]),
      {
        stopRequested: () => false,
      },
    );
    if (first.status !== "completed") throw new Error("not completed");
    const earlier = first.result.courses[0]!.id;
    const saved = await jobsRepository.find(db(), job.id);
    const parsed = { ...job, input: { importId: row!.id }, progress: saved!.progress as never, result: null };
    const deps = { db: db(), config: testConfig() } as Parameters<typeof importJob.run>[1];
    const control = { signal: new AbortController().signal, stopRequested: () => false };
    const outcome = await importJob.run(parsed as Parameters<typeof importJob.run>[0], deps, control);
    if (outcome.status !== "completed") throw new Error("not completed");
    expect(outcome.result.courses.map((c) => [c.name, c.cards])).toEqual([["Resumed", 2]]);
    expect(await db().select().from(courses).where(eq(courses.id, earlier))).toEqual([]);
  });

  it("stops between batches when shutdown begins (the job resumes from scratch)", async () => {
    const outcome = await storeImportPlan(db(), await newJob(), plan([card(1)]), {
      stopRequested: () => true,
    });
    expect(outcome.status).toBe("interrupted");
  });
});
