import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cardMemory, importedReviews, memoryModels } from "../../src/db/schema/index";
import { replaceOptimizerLoader } from "../../src/modules/memory-model/fsrs-optimizer";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, sampleCards, startSession, uploadCourse } from "../sessions/session-fixtures";

// A memory model fitted to each learner: defaults until enough reviews, a fit as a job with
// log loss and RMSE before/after on held-out reviews, desired retention driving due dates, and scheduling
// on defaults (with the reason shown) when the optimizer cannot load.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
});
afterAll(() => t.close());
afterEach(() => replaceOptimizerLoader(() => import("@open-spaced-repetition/binding")));

const get = (user: SignedUpUser | null) =>
  t.app.inject({ method: "GET", url: "/api/me/memory-model", headers: user?.auth ?? {} });
const patch = (user: SignedUpUser, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: "/api/me/memory-model",
    headers: user.auth,
    payload: payload as object,
  });
const fit = (user: SignedUpUser) =>
  t.app.inject({ method: "POST", url: "/api/me/memory-model/fit", headers: user.auth });

/** A learner's history: `cards` cards, each reviewed `reviews` times at growing intervals (seeded). */
async function seedHistory(user: SignedUpUser, cards: number, reviews: number) {
  const courseId = await uploadCourse(t.app, user, { cards: sampleCards(cards) });
  const ids = (
    await t.database.sql.query<{ id: string }>(
      "select id from cards where course_id = $1 order by position",
      [courseId],
    )
  ).rows.map((r) => r.id);
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const start = Date.UTC(2026, 0, 1);
  const rows = ids.flatMap((cardId) => {
    let day = 0;
    let interval = 1;
    return Array.from({ length: reviews }, (_, k) => {
      // Recall falls with the interval, as memory does: the optimizer has something to learn.
      const recalled = k === 0 ? random() < 0.7 : random() < Math.exp(-interval / 40);
      const row = {
        userId: user.id,
        cardId,
        reviewedAt: new Date(start + day * 86_400_000),
        grade: recalled ? 3 : 1,
        source: "anki",
        courseId,
        topic: "General",
        level: "beginner",
        repsBefore: k,
      };
      day += interval;
      interval = recalled ? Math.ceil(interval * 2.2) : 1;
      return row;
    });
  });
  await t.database.db.insert(importedReviews).values(rows);
  return courseId;
}

async function fittedModel(user: SignedUpUser) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = (await get(user)).json();
    if (data.status === "fitted" || data.status === "failed" || Date.now() > deadline) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("memory model", () => {
  it("uses the defaults until the learner has enough reviews, and says how many more", async () => {
    const user = await signUpUser(t.app);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      inUse: "default",
      desiredRetention: 0.9,
      trainableReviews: 0,
      threshold: 400,
      status: "none",
      canFit: false,
      cannotFitReason: "400 more reviews until your personal model (reviews of a card on a later day count).",
      optimizer: { available: true, reason: null },
    });
    expect((await fit(user)).statusCode).toBe(409);
    expect((await get(null)).statusCode).toBe(401);
  });

  it("desired retention: 0.70-0.97 in steps of 0.01, anything else is a 400 on the field", async () => {
    const user = await signUpUser(t.app);
    expect((await patch(user, { desiredRetention: 0.85 })).json().data.desiredRetention).toBeCloseTo(0.85);
    for (const bad of [0.69, 0.98, 0.855, "0.9"]) {
      const res = await patch(user, { desiredRetention: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields).toHaveProperty("desiredRetention");
    }
    expect((await patch(user, { desiredRetention: 0.9, extra: 1 })).statusCode).toBe(400);
  });

  it("fits the learner's weights as a job, with log loss and RMSE before and after on held-out reviews", async () => {
    const user = await signUpUser(t.app);
    await seedHistory(user, 120, 6);
    const before = (await get(user)).json().data;
    expect(before.trainableReviews).toBe(600);
    expect(before.canFit).toBe(true);
    const res = await fit(user);
    expect(res.statusCode).toBe(202);
    const model = await fittedModel(user);
    expect(model.status).toBe("fitted");
    expect(model.fittedOnReviews).toBe(600);
    expect(model.before.logLoss).toBeGreaterThan(0);
    expect(model.after.rmse).toBeGreaterThanOrEqual(0);
    // Adopted only when it predicts the newest reviews no worse than the defaults.
    if (model.inUse === "personalised") expect(model.after.logLoss).toBeLessThanOrEqual(model.before.logLoss);
    else expect(model.lastError).toMatch(/no better than the defaults/);
    expect(model.nextRefitAt).not.toBeNull();
  });

  it("the next answer's due date follows the learner's desired retention", async () => {
    const intervalAfterAnswer = async (retention: number) => {
      const user = await signUpUser(t.app);
      expect((await patch(user, { desiredRetention: retention })).statusCode).toBe(200);
      const courseId = await uploadCourse(t.app, user, { cards: sampleCards(5) });
      const started = (await startSession(t.app, user, [courseId], 5)).json();
      const cardId = started.data.cards[0].id as string;
      // A card in review (FSRS state 2) last seen 10 days ago: its next interval depends on retention.
      const lastReview = new Date(Date.now() - 10 * 86_400_000);
      await t.database.db.insert(cardMemory).values({
        userId: user.id,
        cardId,
        due: new Date(),
        stability: 10,
        difficulty: 5,
        state: 2,
        reps: 3,
        lastReview,
      });
      const res = await answer(t.app, user, {
        sessionId: started.data.session.id,
        cardId,
        choiceIndex: 0,
        mode: "mcq",
        clientAnswerId: "a1",
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(cardMemory)
        .where(and(eq(cardMemory.userId, user.id), eq(cardMemory.cardId, cardId)));
      return row!.due.getTime() - row!.lastReview!.getTime();
    };
    const strict = await intervalAfterAnswer(0.97);
    const relaxed = await intervalAfterAnswer(0.7);
    // Aiming at 70% recall waits far longer before the next review than aiming at 97%.
    expect(relaxed).toBeGreaterThan(strict * 3);
  });

  it("without the optimizer, scheduling stays on defaults and the settings say why", async () => {
    replaceOptimizerLoader(() => Promise.reject(new Error("no prebuilt binary for this platform")));
    const user = await signUpUser(t.app);
    await seedHistory(user, 90, 6);
    const { data } = (await get(user)).json();
    expect(data.optimizer.available).toBe(false);
    expect(data.optimizer.reason).toMatch(/not available on this server.*no prebuilt binary/);
    expect(data).toMatchObject({ canFit: false, inUse: "default" });
    expect(data.cannotFitReason).toBe(data.optimizer.reason);
    expect((await fit(user)).statusCode).toBe(409);
  });

  it("refits monthly: finishing a session after 30 days starts a new fit", async () => {
    const user = await signUpUser(t.app);
    const courseId = await seedHistory(user, 90, 6);
    const monthAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db
      .insert(memoryModels)
      .values({ userId: user.id, status: "fitted", fittedAt: monthAgo });
    const started = (await startSession(t.app, user, [courseId], 5)).json();
    const done = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${started.data.session.id}/complete`,
      headers: user.auth,
    });
    expect(done.statusCode).toBe(200);
    // The refit runs after the answer: wait until the model shows a newer fit.
    let model = (await get(user)).json().data;
    for (let i = 0; i < 300 && new Date(model.fittedAt).getTime() <= monthAgo.getTime(); i++) {
      await new Promise((r) => setTimeout(r, 100));
      model = (await get(user)).json().data;
    }
    expect(model.status).toBe("fitted");
    expect(new Date(model.fittedAt).getTime()).toBeGreaterThan(monthAgo.getTime());
    expect(model.fittedOnReviews).toBe(450);
  });
});
