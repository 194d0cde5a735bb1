import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards } from "../../src/db/schema/index";
import { inChunks } from "../../src/lib/event-loop-turns";
import { coursesRepository } from "../../src/modules/courses/courses.repository";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, makeUpload, uploadAs } from "./course-helpers";

/**
 * a big upload does its work in chunks and passes turns of the event loop between them, so
 * other requests are served meanwhile. Ordering, not wall time: a callback queued with setImmediate
 * must run between the chunks, i.e. before the work is finished.
 */

/** Counts turns of the event loop (setImmediate callbacks) until stopped. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      running = false;
      return turns;
    },
  };
}

describe("inChunks", () => {
  it("runs a callback queued with setImmediate between two chunks of synchronous work", async () => {
    const events: string[] = [];
    setImmediate(() => events.push("other request"));
    await inChunks([1, 2, 3, 4, 5], 2, (chunk) => {
      events.push(`chunk ${chunk.join(",")}`);
    });
    expect(events).toEqual(["chunk 1,2", "other request", "chunk 3,4", "chunk 5"]);
  });
});

describe("a 5,000-card upload passes turns of the event loop", () => {
  let t: TestApp;
  let owner: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  it("checking and inserting the cards lets queued callbacks run many times before the answer", async () => {
    const body = makeUpload({}, 5000);
    const counter = turnCounter();
    const res = await call(t.app, owner, "POST", "/api/courses/upload", body);
    const turns = counter.stop();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cardCount).toBe(5000);
    // 19 pauses while checking (250 cards each) and 19 between the insert chunks (250 each).
    expect(turns).toBeGreaterThanOrEqual(38);
  });

  it("a refused card late in the body still lets callbacks run while the cards before it are checked", async () => {
    const body = makeUpload({}, 5000);
    body.cards[4999] = { ...body.cards[4999]!, back: " " };
    const counter = turnCounter();
    const res = await call(t.app, owner, "POST", "/api/courses/upload", body);
    const turns = counter.stop();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Card 5000: /);
    expect(turns).toBeGreaterThanOrEqual(19);
  });

  it("an export of 5,000 cards reads them a page at a time, letting queued callbacks run, in course order", async () => {
    const body = makeUpload({}, 5000);
    const uploaded = await uploadAs(t.app, owner, body);
    const counter = turnCounter();
    const res = await call(t.app, owner, "GET", `/api/courses/${uploaded.id}/export`);
    const turns = counter.stop();
    expect(res.statusCode).toBe(200);
    const faces = (res.json() as { cards: { face: string }[] }).cards.map((c) => c.face);
    expect(faces).toEqual(body.cards.map((c) => c.face));
    // 20 pages of 250 cards: a turn between each two.
    expect(turns).toBeGreaterThanOrEqual(19);
  });

  it("the chunked insert is one transaction: a failure after it keeps none of the cards", async () => {
    const course = await uploadAs(t.app, owner, makeUpload({}, 1));
    const rows = Array.from({ length: 600 }, (_, i) => ({
      courseId: course.id,
      position: 1 + i,
      face: `Rolled back ${i}?`,
      back: "No",
      topic: "Arithmetic",
      level: "Beginner",
    }));
    await expect(
      t.database.db.transaction(async (tx) => {
        await coursesRepository.addCards(tx, rows);
        throw new Error("fails after the insert");
      }),
    ).rejects.toThrow("fails after the insert");
    const stored = await t.database.db.select().from(cards).where(eq(cards.courseId, course.id));
    expect(stored).toHaveLength(1);
  });
});
