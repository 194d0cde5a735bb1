import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedReviews } from "../../src/db/schema/index";
import { readAnkiPackage } from "../../src/modules/imports/anki/index";
import { addCards, newCollection } from "../collections/collection-fixtures";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, sampleCards, startedSession, uploadCourse } from "../sessions/session-fixtures";

/**
 * Settings → Account → Export my data: one zip of everything the user stored, built by a durable job,
 * downloadable by its owner only (docs/decisions/accounts.md "Data export").
 */
let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let courseId: string;
let collectionId: string;
let sessionId: string;
let answered: string[];

beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app, { displayName: "Ada Export" });
  other = await signUpUser(t.app);
  courseId = await uploadCourse(t.app, owner, { slug: "export-me", cards: sampleCards(5) });
  const s = await startedSession(t.app, owner, [courseId], 5);
  sessionId = s.sessionId;
  answered = s.cardIds.slice(0, 2);
  for (const [i, cardId] of answered.entries()) {
    const res = await answer(t.app, owner, { sessionId, cardId, correct: i === 0 });
    expect(res.statusCode).toBe(200);
  }
  collectionId = await newCollection(t.app, owner, { name: "Favourites", slug: "favourites" });
  await addCards(t.app, owner, collectionId, [answered[0]!]);
  await t.database.db.insert(importedReviews).values({
    userId: owner.id,
    cardId: answered[1]!,
    reviewedAt: new Date("2026-01-02T03:04:05.000Z"),
    grade: 3,
    source: "anki",
    courseId,
    topic: "Alpha",
    level: "Beginner",
  });
});
afterAll(() => t.close());

const get = (user: SignedUpUser | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });
const start = (user: SignedUpUser | null) =>
  t.app.inject({ method: "POST", url: "/api/me/export", headers: user?.auth ?? {} });

async function finished(user: SignedUpUser, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = (await get(user, `/api/me/export/${id}`)).json();
    if (data.state === "completed" || data.state === "failed" || Date.now() > deadline) return data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("data export", () => {
  let exportId: string;
  let files: Record<string, Uint8Array>;
  const jsonOf = (name: string) => JSON.parse(strFromU8(files[name]!));

  beforeAll(async () => {
    const res = await start(owner);
    expect(res.statusCode).toBe(202);
    exportId = res.json().data.id;
    const done = await finished(owner, exportId);
    expect(done).toMatchObject({ state: "completed", progress: { done: 1, total: 1 }, error: null });
    const download = await get(owner, `/api/me/export/${exportId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="recall-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(done.size).toBe(download.rawPayload.byteLength);
    files = unzipSync(new Uint8Array(download.rawPayload));
  });

  it("holds the README, the account, each course as .apkg and .json, collections, sessions and memory", () => {
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "account.json",
      "collections.json",
      "courses/export-me.apkg",
      "courses/export-me.json",
      "imported-reviews.json",
      "memory.json",
      "sessions.json",
    ]);
    const readme = strFromU8(files["README.txt"]!);
    for (const name of ["account.json", "courses/<slug>.apkg", "sessions.json", "memory.json"]) {
      expect(readme).toContain(name);
    }
    expect(jsonOf("account.json")).toMatchObject({
      email: owner.email,
      displayName: "Ada Export",
      timezone: "UTC",
      prefs: expect.any(Object),
      createdAt: expect.any(String),
    });
    expect(jsonOf("account.json")).not.toHaveProperty("passwordHash");
  });

  it("the course's .apkg opens with the app's own Anki reader, and its JSON holds every card", async () => {
    const plan = await readAnkiPackage(files["courses/export-me.apkg"]!, { fileName: "export-me.apkg" });
    expect(plan.courses.map((c) => c.cards.map((card) => card.face))).toEqual([
      ["Question 1?", "Question 2?", "Question 3?", "Question 4?", "Question 5?"],
    ]);
    const course = jsonOf("courses/export-me.json");
    expect(course.slug).toBe("export-me");
    expect(course.cards.map((c: { face: string }) => c.face)).toEqual([
      "Question 1?",
      "Question 2?",
      "Question 3?",
      "Question 4?",
      "Question 5?",
    ]);
  });

  it("collections list their cards by id and question; sessions hold their answers; memory has each card", () => {
    const [collection] = jsonOf("collections.json");
    expect(collection).toMatchObject({ id: collectionId, name: "Favourites", slug: "favourites" });
    expect(collection.cards).toEqual([{ id: answered[0], face: expect.stringMatching(/^Question \d\?$/) }]);

    const sessions = jsonOf("sessions.json");
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).toBe(sessionId);
    expect(
      sessions[0].answers.map((a: { cardId: string; correct: boolean }) => [a.cardId, a.correct]),
    ).toEqual([
      [answered[0], true],
      [answered[1], false],
    ]);

    const memory = jsonOf("memory.json");
    expect(memory.cards.map((m: { cardId: string }) => m.cardId).sort()).toEqual([...answered].sort());
    expect(memory.cards[0]).toMatchObject({ stability: expect.any(Number), difficulty: expect.any(Number) });
    expect(memory).toHaveProperty("model");

    expect(jsonOf("imported-reviews.json")).toEqual([
      expect.objectContaining({
        cardId: answered[1],
        grade: 3,
        source: "anki",
        reviewedAt: "2026-01-02T03:04:05.000Z",
      }),
    ]);
  });

  it("is its owner's only: another user gets 404 for status and download, no token 401", async () => {
    expect((await get(other, `/api/me/export/${exportId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/me/export/${exportId}/download`)).statusCode).toBe(404);
    expect((await get(null, `/api/me/export/${exportId}`)).statusCode).toBe(401);
    expect((await get(null, `/api/me/export/${exportId}/download`)).statusCode).toBe(401);
    expect((await start(null)).statusCode).toBe(401);
  });

  it("a new export replaces the older one: its status and download are gone", async () => {
    const next = (await start(owner)).json().data;
    expect(next.id).not.toBe(exportId);
    expect((await get(owner, `/api/me/export/${exportId}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/me/export/${exportId}/download`)).statusCode).toBe(404);
    expect(await finished(owner, next.id)).toMatchObject({ state: "completed" });
  });
});

describe("data export while its job waits (no worker runs)", () => {
  let queue: TestApp;
  beforeAll(async () => {
    queue = await createTestApp({ RUN_WORKERS: "false" }, { startJobs: true });
  });
  afterAll(() => queue.close());

  it("a second start answers the export still queued; its download is not there yet", async () => {
    const user = await signUpUser(queue.app);
    const post = () => queue.app.inject({ method: "POST", url: "/api/me/export", headers: user.auth });
    const first = (await post()).json().data;
    expect(first).toMatchObject({ state: "queued", progress: { done: 0, total: 0 }, size: null });
    expect((await post()).json().data.id).toBe(first.id);
    const download = await queue.app.inject({
      method: "GET",
      url: `/api/me/export/${first.id}/download`,
      headers: user.auth,
    });
    expect(download.statusCode).toBe(409);
    expect(download.json().error.message).toBe("The export is not ready yet.");
  });
});
