import { signUpUser } from "../helpers/factories";
import type { TestApp } from "../helpers/test-app";
import { courseWithCards, seedSession, setMemory } from "./analytics-fixtures";

/**
 * The known history of the analytics tests (docs/decisions/analytics.md). "Now" is Wednesday
 * 2025-06-18 03:00 UTC: 15:00 Wednesday in Pacific/Auckland (UTC+12), 20:00 Tuesday 17 June in
 * America/Los_Angeles (UTC-7). Answers sit minutes either side of local midnight in both zones:
 * a1/a2 straddle Sunday→Monday midnight in Auckland, a3/a4 Monday→Tuesday midnight in Los Angeles.
 *
 * | answer | UTC              | card | right | ms   | Auckland        | Los Angeles     |
 * | a0     | 05-01 00:00      | k3   | yes   | 4000 | Thu 05-01 12:00 | Wed 04-30 17:00 |
 * | a0b    | 05-01 00:01      | k1   | yes   | 1000 | Thu 05-01 12:01 | Wed 04-30 17:01 |
 * | a1     | 06-15 11:55      | k3   | yes   | 3000 | Sun 06-15 23:55 | Sun 06-15 04:55 |
 * | a2     | 06-15 12:05      | k1   | no    | 5000 | Mon 06-16 00:05 | Sun 06-15 05:05 |
 * | a3     | 06-17 06:55      | k1   | yes   | 2000 | Tue 06-17 18:55 | Mon 06-16 23:55 |
 * | a4     | 06-17 07:05      | k2   | yes   | 6000 | Tue 06-17 19:05 | Tue 06-17 00:05 |
 * | a5     | 06-18 01:00      | k3   | no    | 7000 | Wed 06-18 13:00 | Tue 06-17 18:00 |
 * | a6     | 06-18 01:01      | k4   | yes   | 3000 | Wed 06-18 13:01 | Tue 06-17 18:01 |
 * | a7     | 06-18 01:02      | p1   | yes   | 1000 | Wed 06-18 13:02 | Tue 06-17 18:02 |
 *
 * Sessions start at S0 05-01 00:00, S1 06-15 11:50, S2 06-17 06:50, S3 06-18 00:59 (UTC); S4 (06-14
 * 10:00) has no answer and never counts.
 */
export const NOW = new Date("2025-06-18T03:00:00Z");

/** Own course C1 (k1..k5), a public course P of another user (p1 studied, p2 not), and noise. */
export async function buildScenario(t: TestApp) {
  const learner = await signUpUser(t.app, { displayName: "Learner" });
  const other = await signUpUser(t.app, { displayName: "Other" });
  const stranger = await signUpUser(t.app, { displayName: "Stranger" });

  const c1 = await courseWithCards(t.app, learner, [
    { face: "k1", topic: "Alpha", level: "Beginner" },
    { face: "k2", topic: "Alpha", level: "Intermediate" },
    { face: "k3", topic: "Beta", level: "Beginner" },
    { face: "k4", topic: "Beta", level: "Advanced" },
    { face: "k5", topic: "Gamma", level: "Beginner" },
  ]);
  const p = await courseWithCards(
    t.app,
    other,
    [
      { face: "p1", topic: "Gamma", level: "Beginner" },
      { face: "p2", topic: "Gamma", level: "Intermediate" },
    ],
    { isPublic: true },
  );
  // Public but never studied by the learner: not one of the learner's courses.
  const q = await courseWithCards(t.app, other, [{ face: "q1", topic: "Delta", level: "Beginner" }], {
    isPublic: true,
  });
  // The learner's own inactive course, with a memory: left out of every current figure.
  const inactive = await courseWithCards(t.app, learner, [{ face: "i1", topic: "Omega", level: "Advanced" }]);
  await t.app.inject({
    method: "PATCH",
    url: `/api/courses/${inactive.courseId}`,
    headers: learner.auth,
    payload: { isActive: false },
  });

  const k = c1.ids;
  const db = t.database.db;
  const ans = (cardId: string, at: string, correct: boolean, timeTakenMs: number) => ({
    cardId,
    at,
    correct,
    timeTakenMs,
  });
  await seedSession(db, learner.id, "2025-05-01T00:00:00Z", [
    ans(k.k3!, "2025-05-01T00:00:00Z", true, 4000),
    ans(k.k1!, "2025-05-01T00:01:00Z", true, 1000),
  ]);
  await seedSession(db, learner.id, "2025-06-14T10:00:00Z", []);
  await seedSession(db, learner.id, "2025-06-15T11:50:00Z", [
    ans(k.k3!, "2025-06-15T11:55:00Z", true, 3000),
    ans(k.k1!, "2025-06-15T12:05:00Z", false, 5000),
  ]);
  await seedSession(db, learner.id, "2025-06-17T06:50:00Z", [
    ans(k.k1!, "2025-06-17T06:55:00Z", true, 2000),
    ans(k.k2!, "2025-06-17T07:05:00Z", true, 6000),
  ]);
  await seedSession(db, learner.id, "2025-06-18T00:59:00Z", [
    ans(k.k3!, "2025-06-18T01:00:00Z", false, 7000),
    ans(k.k4!, "2025-06-18T01:01:00Z", true, 3000),
    ans(p.ids.p1!, "2025-06-18T01:02:00Z", true, 1000),
  ]);
  // The other user studies q1 of their own course: none of it may reach the learner's figures.
  await seedSession(db, other.id, "2025-06-17T06:00:00Z", [
    ans(q.ids.q1!, "2025-06-17T06:01:00Z", false, 9000),
  ]);

  const memory = {
    k1: { state: 2, stability: 7, reps: 3, due: "2025-06-19T11:30:00Z", lastReview: "2025-06-10T00:00:00Z" },
    k2: { state: 1, stability: 1, reps: 1, due: "2025-06-18T02:00:00Z", lastReview: "2025-06-17T07:05:00Z" },
    k3: { state: 2, stability: 90, reps: 3, due: "2025-09-16T00:00:00Z", lastReview: "2025-05-01T00:00:00Z" },
    k4: {
      state: 2,
      stability: 6.99,
      reps: 1,
      due: "2025-06-17T11:30:00Z",
      lastReview: "2025-06-15T11:55:00Z",
    },
    p1: { state: 2, stability: 21, reps: 1, due: "2025-07-10T00:00:00Z", lastReview: "2025-06-01T00:00:00Z" },
  };
  for (const [face, spec] of Object.entries(memory)) {
    await setMemory(db, learner.id, (k[face] ?? p.ids[face])!, spec);
  }
  await setMemory(db, learner.id, inactive.ids.i1!, {
    state: 2,
    stability: 100,
    reps: 2,
    due: "2025-06-19T00:00:00Z",
    lastReview: "2025-06-01T00:00:00Z",
  });
  await setMemory(db, other.id, q.ids.q1!, {
    state: 2,
    stability: 30,
    reps: 1,
    due: "2025-06-19T00:00:00Z",
    lastReview: "2025-06-17T06:01:00Z",
  });

  return { learner, other, stranger, c1, p, q, inactive, memory };
}
