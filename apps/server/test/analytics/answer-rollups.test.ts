import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAnswers } from "../../src/db/schema/index";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWithCards, seedSession } from "./analytics-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The rollups as stored, and as recomputed from every answer: they must always be equal. */
async function storedAndRecomputed() {
  const q = <T>(text: string) => t.database.sql.query<T>(text).then((r) => r.rows);
  const quarterHours = `select user_id, starts_at, answers, correct, reviews, reviews_correct`;
  return {
    stored: {
      quarterHours: await q(`${quarterHours} from answer_quarter_hours order by 1, 2`),
      courseLevels: await q(
        "select user_id, course_id, level, answers, correct, time_ms::text from answer_course_levels order by 1, 2, 3",
      ),
    },
    recomputed: {
      quarterHours:
        await q(`select user_id, to_timestamp((floor(extract(epoch from created_at) / 900) * 900)::float8) as starts_at,
          count(*)::int as answers, (count(*) filter (where correct))::int as correct,
          (count(*) filter (where reps_before > 0))::int as reviews,
          (count(*) filter (where reps_before > 0 and correct))::int as reviews_correct
        from session_answers group by 1, 2 order by 1, 2`),
      courseLevels: await q(`select user_id, course_id, level, count(*)::int as answers,
          (count(*) filter (where correct))::int as correct, sum(time_taken_ms)::text as time_ms
        from session_answers group by 1, 2, 3 order by 1, 2, 3`),
    },
  };
}

describe("answer rollups (kept by triggers on session_answers)", () => {
  it("follow inserts, updates, deletes and cascades exactly", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const course = await courseWithCards(t.app, a, [
      { face: "r1", topic: "T", level: "Beginner" },
      { face: "r2", topic: "T", level: "Advanced" },
    ]);
    const db = t.database.db;
    const r1 = course.ids.r1!;
    const r2 = course.ids.r2!;
    await seedSession(db, a.id, "2025-03-01T10:00:00Z", [
      { cardId: r1, at: "2025-03-01T10:14:59Z", correct: true, timeTakenMs: 1500 },
      { cardId: r2, at: "2025-03-01T10:15:00Z", correct: false, timeTakenMs: 2500 },
    ]);
    await seedSession(db, a.id, "2025-03-02T10:00:00Z", [
      { cardId: r1, at: "2025-03-02T10:01:00Z", correct: false, timeTakenMs: 700 },
    ]);
    const quarter = await t.database.sql.query<{ n: number }>(
      "select count(*)::int as n from answer_quarter_hours",
    );
    expect(quarter.rows[0]?.n).toBe(3); // 10:00-10:15 and 10:15-10:30 on 1 March, 10:00 on 2 March
    let state = await storedAndRecomputed();
    expect(state.stored).toEqual(state.recomputed);

    // An update moves an answer to another quarter hour and flips it right.
    await db
      .update(sessionAnswers)
      .set({ createdAt: new Date("2025-03-05T23:59:00Z"), correct: true })
      .where(eq(sessionAnswers.cardId, r2));
    state = await storedAndRecomputed();
    expect(state.stored).toEqual(state.recomputed);

    // Another learner's answers land in their own rows.
    await seedSession(db, b.id, "2025-03-01T10:00:00Z", [
      { cardId: r1, at: "2025-03-01T10:05:00Z", correct: true, timeTakenMs: 100 },
    ]);
    // Deleting a card cascades to its answers: their quarter hours and totals go with them.
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/courses/${course.courseId}/cards/${r1}`,
      headers: a.auth,
    });
    expect(deleted.statusCode).toBe(200);
    state = await storedAndRecomputed();
    expect(state.stored).toEqual(state.recomputed);
    expect(state.stored.courseLevels).toHaveLength(1);
  });
});
