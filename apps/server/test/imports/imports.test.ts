import { readFileSync } from "node:fs";
import path from "node:path";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, courses, imports, mediaFiles } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Import: upload a file, see a preview, start a durable job, follow its progress, read the
 * report; bad input gets a clear message (400, 413); another user's import is "not found".
 */
let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
});
afterAll(() => t.close());

const upload = (user: SignedUpUser | null, filename: string, body: Buffer | string) =>
  t.app.inject({
    method: "POST",
    url: `/api/imports?filename=${encodeURIComponent(filename)}`,
    headers: { ...(user?.auth ?? {}), "content-type": "application/octet-stream" },
    payload: body,
  });

const start = (user: SignedUpUser, id: string, body: object) =>
  t.app.inject({ method: "POST", url: `/api/imports/${id}/start`, headers: user.auth, payload: body });

const status = (user: SignedUpUser, id: string) =>
  t.app.inject({ method: "GET", url: `/api/imports/${id}`, headers: user.auth });

async function finished(user: SignedUpUser, id: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { data } = (await status(user, id)).json();
    if (data.state === "completed" || data.state === "failed" || Date.now() > deadline) return data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const CSV = 'Question;Answer;Topic\n"Capital of France?";Paris;Geography\n"2 + 2";"4; four";Maths\n';

describe("CSV import end to end", () => {
  it("previews the separator, header, columns and first rows, then imports with the chosen mapping", async () => {
    const res = await upload(owner, "capitals.csv", CSV);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.import).toMatchObject({ state: "uploaded", format: "csv", filename: "capitals.csv" });
    expect(data.preview.delimited).toMatchObject({
      separator: "semicolon",
      hasHeader: true,
      rows: [
        ["Question", "Answer", "Topic"],
        ["Capital of France?", "Paris", "Geography"],
        ["2 + 2", "4; four", "Maths"],
      ],
      suggestedMapping: { face: 0, back: 1, topic: 2, tags: null },
    });

    const started = await start(owner, data.import.id, {
      courseName: "Capitals",
      mapping: { face: 0, back: 1, topic: 2 },
    });
    expect(started.statusCode).toBe(202);
    const done = await finished(owner, data.import.id);
    expect(done.state).toBe("completed");
    // The header row names the columns: it is not a card.
    expect(done.progress).toEqual({ stored: 2, total: 2 });
    expect(done.report).toMatchObject({ cards: 2, reviews: 0, media: 0 });
    // The learner's job list shows the import's progress in its own unit, cards stored, not batches.
    const jobs = (await t.app.inject({ url: "/api/ai-content/jobs", headers: owner.auth })).json().data.jobs;
    expect(jobs.find((j: { kind: string }) => j.kind === "import")).toMatchObject({
      status: "completed",
      progress: { unit: "card", done: 2, total: 2, percentComplete: 100 },
      course: null,
      shortfall: null,
    });
    const [course] = done.report.courses;
    expect(course).toMatchObject({ name: "Capitals", cards: 2, url: `/courses/${course.id}` });

    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ source: "import", ownerId: owner.id, isActive: true, cardCount: 2 });
    const stored = await t.database.db.select().from(cards).where(eq(cards.courseId, course.id));
    expect(stored.map((c) => [c.face, c.back, c.topic, c.level]).sort()).toEqual([
      ["2 + 2", "4; four", "Maths", "Beginner"],
      ["Capital of France?", "Paris", "Geography", "Beginner"],
    ]);
    // Started once: a second start is refused.
    expect((await start(owner, data.import.id, {})).statusCode).toBe(409);
  });

  it("the learner may say the first row is a card after all", async () => {
    const { data } = (await upload(owner, "with-header.csv", CSV)).json();
    const started = await start(owner, data.import.id, { hasHeader: false, mapping: { face: 0, back: 1 } });
    expect(started.statusCode).toBe(202);
    expect((await finished(owner, data.import.id)).report).toMatchObject({ cards: 3 });
  });

  it("an unclosed quote is reported with its line in the preview and the report; the rows after it are kept", async () => {
    const text = 'q1,a1\n"q2,a2\nq3,a3\n';
    const { data } = (await upload(owner, "quote.csv", text)).json();
    const report = {
      what: "rows with a quote that is never closed (line 2)",
      reason: "the quote is read as part of the text; the rows after it are read as usual",
      count: 1,
    };
    expect(data.preview.adjusted).toEqual([report]);
    expect((await start(owner, data.import.id, {})).statusCode).toBe(202);
    expect((await finished(owner, data.import.id)).report).toMatchObject({ cards: 3, adjusted: [report] });
  });
});

describe("files that can make no card are refused before Start", () => {
  it.each([
    ["one column", "one.csv", "apple\npear\nplum\n", IMPORT_MESSAGES.oneColumn],
    [
      "no row with two filled columns",
      "empty-answers.csv",
      "a,\nb,\n,c\n",
      IMPORT_MESSAGES.noRowWithTwoFields,
    ],
  ])("%s: 400 at upload with the reason, nothing stored", async (_, name, body, message) => {
    const res = await upload(owner, name, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { file: message } });
    const rows = await t.database.db.select().from(imports).where(eq(imports.filename, name));
    expect(rows).toEqual([]);
  });

  it("a mapping to a column the file does not have: 400 at Start on that column, the import still startable", async () => {
    const { data } = (await upload(owner, "narrow.csv", CSV)).json();
    const res = await start(owner, data.import.id, { mapping: { face: 0, back: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      "mapping.back": "Column 8 does not exist: the file has 3 columns.",
    });
    expect((await status(owner, data.import.id)).json().data.state).toBe("uploaded");
    expect((await start(owner, data.import.id, { mapping: { face: 0, back: 1 } })).statusCode).toBe(202);
  });

  it("a mapping whose columns make no card: 400 at Start with why", async () => {
    const { data } = (await upload(owner, "sparse.csv", "a,b,\nc,d,\n")).json();
    const res = await start(owner, data.import.id, { mapping: { face: 0, back: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `${IMPORT_MESSAGES.noCards} Left out: 2 rows (no question or no answer in the chosen columns).`,
    );
  });

  it("an Anki package with no card: 400 at upload", async () => {
    const empty = readFileSync(path.join(import.meta.dirname, "fixtures", "srs-converter-empty-latest.apkg"));
    const res = await upload(owner, "empty.apkg", empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: IMPORT_MESSAGES.noCards,
      fields: { file: IMPORT_MESSAGES.noCards },
    });
  });
});

describe("stored files", () => {
  it("an upload never started is deleted by its owner's next upload after an hour", async () => {
    const { data } = (await upload(owner, "old.csv", CSV)).json();
    await t.database.db
      .update(imports)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(imports.id, data.import.id));
    expect((await upload(owner, "new.csv", CSV)).statusCode).toBe(201);
    expect((await status(owner, data.import.id)).statusCode).toBe(404);
  });
});

describe("bad input", () => {
  it("401 without a token", async () => {
    expect((await upload(null, "a.csv", CSV)).statusCode).toBe(401);
  });

  it("413 for a file over the limit, with the import's message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/imports?filename=big.csv",
      headers: {
        ...owner.auth,
        "content-type": "application/octet-stream",
        "content-length": String(IMPORT_LIMITS.maxFileBytes + 1),
      },
      payload: Buffer.alloc(16),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(IMPORT_MESSAGES.fileTooLarge);
  });

  it.each([
    ["deck.pdf", "text", IMPORT_MESSAGES.fileType],
    ["deck.csv", "", IMPORT_MESSAGES.empty],
    ["deck.csv", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff, 0xfe, 0x00]), IMPORT_MESSAGES.notText],
  ])("400 with a clear message for %s", async (name, body, message) => {
    const res = await upload(owner, name, body as string);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it("400 when the question and answer columns are the same", async () => {
    const { data } = (await upload(owner, "x.csv", CSV)).json();
    const res = await start(owner, data.import.id, { mapping: { face: 1, back: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(["mapping.back"]);
  });

  it("404 for another user's import, to read or to start", async () => {
    const { data } = (await upload(owner, "mine.csv", CSV)).json();
    expect((await status(other, data.import.id)).statusCode).toBe(404);
    expect((await start(other, data.import.id, {})).statusCode).toBe(404);
  });
});

describe("GET /media/:id", () => {
  const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

  async function courseWithImage(isPublic: boolean) {
    const [course] = await t.database.db
      .insert(courses)
      .values({
        ownerId: owner.id,
        name: "Pictures",
        slug: `pictures-${Math.random().toString(36).slice(2)}`,
        config: { defaultFrequency: "daily", cardsPerSession: 15 },
        isPublic,
        source: "import",
      })
      .returning();
    const [media] = await t.database.db
      .insert(mediaFiles)
      .values({ ownerId: owner.id, courseId: course!.id, mime: "image/png", size: PNG.length, bytes: PNG })
      .returning();
    return media!.id;
  }

  const get = (user: SignedUpUser | null, id: string) =>
    t.app.inject({ method: "GET", url: `/api/media/${id}`, headers: user?.auth ?? {} });

  it("serves the image with its type, nosniff and cache headers to the course owner", async () => {
    const id = await courseWithImage(false);
    const res = await get(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toContain("private");
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it("404 to another user while the course is private, 200 once it is public", async () => {
    expect((await get(other, await courseWithImage(false))).statusCode).toBe(404);
    expect((await get(other, await courseWithImage(true))).statusCode).toBe(200);
  });

  it("401 without a token", async () => {
    expect((await get(null, await courseWithImage(true))).statusCode).toBe(401);
  });
});
