import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { buildAnkiPackage, type FixtureCollection } from "./support/anki-package";
import { importToEnd } from "./support/import-to-end";
import { NOTE_TYPES } from "./support/sample-collection";

/**
 * imported reviews are the learner's history everywhere analytics shows it (the card's review
 * list, the heatmap, the streak, the totals), and the imported schedule is Anki's card: its state, due
 * day, reps and lapses, with the FSRS memory Anki stored on the card.
 */
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY);
/** Noon UTC `days` days from today (the user's time zone is UTC). */
const at = (days: number, minutes = 0) => (today + days) * DAY + DAY / 2 + minutes * 60_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function historyCollection(): FixtureCollection {
  return {
    noteTypes: [NOTE_TYPES.basic],
    decks: [{ id: 1, name: "History" }],
    notes: [
      { id: 1, noteTypeId: NOTE_TYPES.basic.id, fields: ["capital of Peru", "Lima"] },
      { id: 2, noteTypeId: NOTE_TYPES.basic.id, fields: ["capital of Chile", "Santiago"] },
    ],
    cards: [
      // In review, due in 5 days (crt is 0: the day number counts from the epoch), one lapse, FSRS memory.
      {
        id: 11,
        noteId: 1,
        deckId: 1,
        ord: 0,
        type: 2,
        due: today + 5,
        ivl: 14,
        reps: 4,
        lapses: 1,
        data: JSON.stringify({ s: 13.5, d: 6.25, lrt: Math.floor(at(-9) / 1000) }),
      },
      // Answered, then "Forget" in Anki: new again.
      { id: 12, noteId: 2, deckId: 1, ord: 0 },
    ],
    reviews: [
      { id: at(-20), cardId: 11, ease: 3, timeMs: 5000, type: 0, ivl: 1 },
      { id: at(-19), cardId: 11, ease: 1, timeMs: 9000, type: 1, ivl: -600 },
      { id: at(-19, 10), cardId: 11, ease: 3, timeMs: 4000, type: 2, ivl: 10 },
      { id: at(-9), cardId: 11, ease: 3, timeMs: 3000, type: 1, ivl: 14 },
      { id: at(-10), cardId: 12, ease: 3, timeMs: 2000, type: 0, ivl: 1 },
      { id: at(-8), cardId: 12, ease: 0, timeMs: 0, type: 4, ivl: 0 },
    ],
  };
}

let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: owner.auth });

describe("imported Anki history", () => {
  it("shows in the card's review list, the heatmap, the streak and the totals; goes with its course", async () => {
    const bytes = await buildAnkiPackage(historyCollection(), "anki21b");
    const { state } = await importToEnd(t, owner, "history.apkg", bytes);
    expect(state.state, state.error).toBe("completed");
    expect(state.report).toMatchObject({ cards: 2, reviews: 5 });
    const courseId = state.report.courses[0].id as string;
    const course = (await get(`/api/courses/${courseId}/cards`)).json();
    const ids = new Map<string, string>(
      (course.data.cards ?? course.data).map((c: { face: string; id: string }) => [c.face, c.id]),
    );
    const peru = ids.get("capital of Peru")!;
    const chile = ids.get("capital of Chile")!;

    const peruMemory = (await get(`/api/analytics/cards/${peru}`)).json().data;
    // Anki's card: in review, due on its day, its reps and lapses, the stability and difficulty it stored.
    expect(peruMemory.memory).toMatchObject({
      state: "review",
      due: new Date((today + 5) * DAY).toISOString(),
      reps: 4,
      lapses: 1,
      stability: 13.5,
      difficulty: 6.25,
      scheduledDays: 14,
      lastReview: new Date(at(-9)).toISOString(),
    });
    expect(peruMemory.totalReviews).toBe(4);
    expect(
      peruMemory.reviews.map((r: { at: string; grade: number; correct: boolean }) => [r.grade, r.correct]),
    ).toEqual([
      [3, true],
      [3, true],
      [1, false],
      [3, true],
    ]);
    // Newest first, with when Anki scheduled the card next and the card's topic and level.
    expect(peruMemory.reviews[0]).toMatchObject({
      at: new Date(at(-9)).toISOString(),
      timeTakenMs: 3000,
      mode: null,
      dueAfter: new Date(at(-9) + 14 * DAY).toISOString(),
      topic: "History",
    });
    expect(peruMemory.reviews[2].dueAfter).toBe(new Date(at(-19) + 600_000).toISOString());

    // Reset in Anki: new, no memory; its answer is still in its review list.
    const chileMemory = (await get(`/api/analytics/cards/${chile}`)).json().data;
    expect(chileMemory.memory).toBeNull();
    expect(chileMemory.totalReviews).toBe(1);

    const heatmap = (await get("/api/analytics/heatmap")).json().data;
    expect(heatmap.days).toEqual([
      { date: isoDay(at(-20)), reviews: 1 },
      { date: isoDay(at(-19)), reviews: 2 },
      { date: isoDay(at(-10)), reviews: 1 },
      { date: isoDay(at(-9)), reviews: 1 },
    ]);
    const streak = (await get("/api/analytics/streak")).json().data;
    expect(streak.studyDays).toEqual(heatmap.days.map((d: { date: string }) => d.date));
    const overall = (await get("/api/analytics/overall")).json().data;
    expect(overall.totals).toMatchObject({ cards: 5, timeSpent: 23, sessions: 0 });
    expect(overall.averages).toEqual({ accuracy: 80, cardsPerSession: 0 });
    const retention = (await get("/api/analytics/retention")).json().data;
    // Answers to cards answered before: Peru's last three (one of them Again).
    expect(retention.weeks.reduce((n: number, w: { reviews: number }) => n + w.reviews, 0)).toBe(3);
    expect(retention.weeks.reduce((n: number, w: { correct: number }) => n + w.correct, 0)).toBe(2);

    // Deleting the course takes its imported history out of the figures too.
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/courses/${courseId}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get("/api/analytics/heatmap")).json().data.days).toEqual([]);
    expect((await get("/api/analytics/overall")).json().data.totals.cards).toBe(0);
  });
});

describe("reading Anki's schedule", () => {
  it("Anki 2.0's three learning buttons (schedVer 1) are Again, Good, Easy", async () => {
    const collection: FixtureCollection = {
      ...historyCollection(),
      schedVer: 1,
      reviews: [
        { id: at(-3), cardId: 12, ease: 2, timeMs: 1000, type: 0, ivl: -600 },
        { id: at(-3, 10), cardId: 12, ease: 3, timeMs: 1000, type: 0, ivl: 4 },
        { id: at(-1), cardId: 12, ease: 2, timeMs: 1000, type: 1, ivl: 8 },
      ],
    };
    const grades = async (format: "anki2" | "anki21b") =>
      (await readAnkiPackage(await buildAnkiPackage(collection, format))).courses[0]!.cards.find(
        (c) => c.sourceId === "12",
      )!.reviews.map((r) => r.grade);
    // Learning answers move up one (Good, Easy); a review's ease 2 is Hard as in every scheduler.
    expect(await grades("anki2")).toEqual([3, 4, 2]);
    // Schema 18 collections come from the newer schedulers: four buttons everywhere.
    expect(await grades("anki21b")).toEqual([2, 3, 2]);
  });

  it("a card whose schedule is not where its log leads is reported, with the reason", async () => {
    const collection: FixtureCollection = {
      ...historyCollection(),
      // Card 12 is new in Anki, yet its log ends with an answer: reset without a log entry.
      reviews: [{ id: at(-3), cardId: 12, ease: 3, timeMs: 1000, type: 0, ivl: 1 }],
    };
    const plan = await readAnkiPackage(await buildAnkiPackage(collection, "anki21b"));
    expect(plan.adjusted).toEqual([
      // Card 11 is in review in Anki with no answer left in this log.
      {
        what: "cards scheduled as in Anki, not as their review log replays",
        reason:
          "Anki's card is where the learner stands: Anki scheduled it without a logged answer (set due date, or a log that was trimmed)",
        count: 1,
      },
      {
        what: "cards scheduled as in Anki, not as their review log replays",
        reason:
          "Anki's card is where the learner stands: Anki shows it as new although its log ends with answers (reset without a log entry)",
        count: 1,
      },
    ]);
  });

  it("a due no date can hold (a damaged card row) is due now, not a failed import", async () => {
    const collection = historyCollection();
    collection.cards[0] = { ...collection.cards[0]!, due: 1e18, data: "" };
    const before = Date.now();
    const plan = await readAnkiPackage(await buildAnkiPackage(collection, "anki21b"));
    const memory = plan.courses[0]!.cards.find((c) => c.sourceId === "11")!.memory!;
    expect(memory.state).toBe(2);
    expect(memory.due.getTime()).toBeGreaterThanOrEqual(before);
    expect(memory.due.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
