import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/app";
import { testConfig } from "../../src/config";
import { courses } from "../../src/db/schema/index";
import { ABANDONED_UPLOAD_MS, SILENT_UPLOAD_MS } from "../../src/modules/courses/course-upload";
import { canSeeCourse } from "../../src/modules/courses/course-visibility";
import { coursesRepository } from "../../src/modules/courses/courses.repository";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { postSearch } from "../search/search-fixtures";
import { call, makeCard, makeUpload } from "./course-helpers";

/**
 * an upload writes its cards in pieces, each statement committed on its own, so PGlite's one
 * connection is not held for the whole upload; meanwhile the course is pending and nobody sees it.
 */

/** Holds an upload after its first chunk of cards until `release()`; `held` resolves when it got there. */
function holdUploadAfterFirstChunk(failInstead = false) {
  const original = coursesRepository.addCards;
  let release!: () => void;
  let reachedHold!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new Promise<void>((resolve) => {
    reachedHold = resolve;
  });
  vi.spyOn(coursesRepository, "addCards").mockImplementation(async (db, rows) => {
    await original(db, rows.slice(0, 250));
    reachedHold();
    await gate;
    if (failInstead) throw new Error("the database went away mid-upload");
    await original(db, rows.slice(250));
  });
  return { held, release };
}

describe("an upload written in pieces", () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t.app);
    other = await signUpUser(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const courseBySlug = async (slug: string) =>
    (await t.database.db.select().from(courses).where(eq(courses.slug, slug)))[0] ?? null;

  it("the rule: a pending course is seen by nobody, its owner included", () => {
    const facts = { ownerId: "a", isPublic: true, isActive: true, isPending: true };
    expect(canSeeCourse(facts, "a")).toBe(false);
    expect(canSeeCourse(facts, "b")).toBe(false);
    expect(canSeeCourse({ ...facts, isPending: false }, "a")).toBe(true);
  });

  it("lets other queries through while the cards are written, and shows the course to nobody until it is whole", async () => {
    const { held, release } = holdUploadAfterFirstChunk();
    const body = makeUpload({ name: "Half written" }, 600);
    body.cards[0] = makeCard({ face: "Which zanzibarite mineral glows?", back: "This one" });
    const upload = call(t.app, owner, "POST", "/api/courses/upload", body);
    await held;

    // The first chunk is committed: another query gets the database (on PGlite, its one connection).
    const pending = await courseBySlug(body.slug);
    try {
      expect(pending?.isPending).toBe(true);
      const list = await call(t.app, owner, "GET", "/api/courses");
      expect(list.json().data.courses.map((c: { slug: string }) => c.slug)).not.toContain(body.slug);
      expect((await call(t.app, owner, "GET", `/api/courses/${pending!.id}`)).statusCode).toBe(404);
      expect((await call(t.app, other, "GET", `/api/courses/${pending!.id}`)).statusCode).toBe(404);
      expect((await call(t.app, owner, "GET", `/api/courses/${pending!.id}/cards`)).statusCode).toBe(404);
      const found = await postSearch(t.app, owner, { query: "zanzibarite" });
      expect(found.json().data.totalCount).toBe(0);
      const session = await call(t.app, owner, "POST", "/api/sessions/start", { courseIds: [pending!.id] });
      expect(session.statusCode).toBe(404);
      // The same slug while the first upload writes: taken, as it will be.
      const again = await call(t.app, owner, "POST", "/api/courses/upload", makeUpload({ slug: body.slug }));
      expect(again.statusCode).toBe(409);
    } finally {
      release();
    }
    const res = await upload;
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cardCount).toBe(600);
    const whole = await call(t.app, owner, "GET", `/api/courses/${pending!.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data.course.cardCount).toBe(600);
    expect((await postSearch(t.app, owner, { query: "zanzibarite" })).json().data.totalCount).toBe(1);
  });

  it("a failure while writing the cards keeps nothing and frees the slug", async () => {
    const { held, release } = holdUploadAfterFirstChunk(true);
    const body = makeUpload({}, 600);
    const upload = call(t.app, owner, "POST", "/api/courses/upload", body);
    await held;
    expect((await courseBySlug(body.slug))?.isPending).toBe(true);
    release();
    expect((await upload).statusCode).toBe(500);
    expect(await courseBySlug(body.slug)).toBeNull();
    vi.restoreAllMocks();
    const retry = await call(t.app, owner, "POST", "/api/courses/upload", body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.cardCount).toBe(600);
  });

  it("a pending course left by a killed process is swept at start-up, and its slug can be taken again before that", async () => {
    const insertPending = async (slug: string, ageMs: number) => {
      const at = new Date(Date.now() - ageMs);
      const course = await coursesRepository.insertCourse(t.database.db, {
        ownerId: owner.id,
        name: "Cut off",
        slug,
        config: { defaultFrequency: "daily", cardsPerSession: 15 },
        isPending: true,
        createdAt: at,
        updatedAt: at,
      });
      return course!.id;
    };
    const abandoned = await insertPending("cut-off-long-ago", ABANDONED_UPLOAD_MS + 60_000);
    const writing = await insertPending("still-writing", 1000);
    const reused = await insertPending("taken-again", ABANDONED_UPLOAD_MS + 60_000);

    // Uploading the slug of an abandoned upload replaces it; the slug of a live one stays taken.
    const taken = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/upload",
      makeUpload({ slug: "taken-again" }),
    );
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data.course.id).not.toBe(reused);
    const live = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/upload",
      makeUpload({ slug: "still-writing" }),
    );
    expect(live.statusCode).toBe(409);

    // A server starting on this database deletes the abandoned one and leaves the live one.
    const { app } = await buildApp(testConfig(), { database: t.database, serveWeb: false });
    await app.close();
    const left = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.ownerId, owner.id), eq(courses.isPending, true)));
    expect(left.map((r) => r.id)).toEqual([writing]);
    expect(left.map((r) => r.id)).not.toContain(abandoned);
  });

  it("the owner's own upload cut off by a killed process is reclaimed at once when they upload the slug again", async () => {
    const insertPendingAt = async (slug: string, at: Date) => {
      const course = await coursesRepository.insertCourse(t.database.db, {
        ownerId: owner.id,
        name: "Cut off",
        slug,
        config: { defaultFrequency: "daily", cardsPerSession: 15 },
        isPending: true,
        createdAt: at,
        updatedAt: at,
      });
      return course!.id;
    };
    // Last touched a moment before this process started: its writer was the process that was killed.
    const processStart = Date.now() - process.uptime() * 1000;
    const killed = await insertPendingAt("killed-mid-upload", new Date(processStart - 2000));
    // Another process's writer that stopped touching its course SILENT_UPLOAD_MS ago, and one still writing.
    const silent = await insertPendingAt("silent-elsewhere", new Date(Date.now() - SILENT_UPLOAD_MS - 5000));
    await insertPendingAt("writing-elsewhere", new Date());

    for (const [slug, old] of [
      ["killed-mid-upload", killed],
      ["silent-elsewhere", silent],
    ] as const) {
      const again = await call(t.app, owner, "POST", "/api/courses/upload", makeUpload({ slug }));
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().data.course.id).not.toBe(old);
    }
    const live = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/upload",
      makeUpload({ slug: "writing-elsewhere" }),
    );
    expect(live.statusCode).toBe(409);
    // Another user's upload of the same slug never touches the owner's pending course.
    const stranger = await call(
      t.app,
      other,
      "POST",
      "/api/courses/upload",
      makeUpload({ slug: "writing-elsewhere" }),
    );
    expect(stranger.statusCode).toBe(201);
    expect((await courseBySlugOf(owner.id, "writing-elsewhere"))?.isPending).toBe(true);
  });

  const courseBySlugOf = async (ownerId: string, slug: string) =>
    (
      await t.database.db
        .select()
        .from(courses)
        .where(and(eq(courses.ownerId, ownerId), eq(courses.slug, slug)))
    )[0] ?? null;
});
