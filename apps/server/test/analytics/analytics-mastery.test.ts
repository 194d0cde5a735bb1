import {
  CardMemoryResponse,
  CourseMasteryResponse,
  ForecastResponse,
  LevelMasteryResponse,
  RetentionResponse,
  retrievability,
  TopicMasteryResponse,
} from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWithCards, getData, memoryOf, setTimeZone } from "./analytics-fixtures";
import { buildScenario, NOW } from "./analytics-scenario";

let t: TestApp;
let s: Awaited<ReturnType<typeof buildScenario>>;
let learner: SignedUpUser;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
  s = await buildScenario(t);
  learner = s.learner;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const get = async <T>(schema: { parse: (v: unknown) => { data: T } }, path: string, user = learner) =>
  schema.parse({ data: await getData(t.app, user, path) }).data;

describe("mastery by course, topic and level (requirements C3)", () => {
  it("topics: every card of the learner's courses as it is now, highest mastery first", async () => {
    expect((await get(TopicMasteryResponse, "mastery/topic")).topics).toEqual([
      { topic: "Beta", totalCards: 2, masteredCards: 1, masteryPercentage: 70 },
      { topic: "Alpha", totalCards: 2, masteredCards: 0, masteryPercentage: 40 },
      { topic: "Gamma", totalCards: 3, masteredCards: 0, masteryPercentage: 26.7 },
    ]);
  });

  it("levels: mastery of the cards now, accuracy of the answers by their level then", async () => {
    expect((await get(LevelMasteryResponse, "mastery/level")).levels).toEqual([
      { level: "Beginner", totalCards: 4, masteredCards: 1, masteryPercentage: 60, accuracy: 71.4 },
      { level: "Intermediate", totalCards: 2, masteredCards: 0, masteryPercentage: 10, accuracy: 100 },
      { level: "Advanced", totalCards: 1, masteredCards: 0, masteryPercentage: 40, accuracy: 100 },
    ]);
  });

  it("courses: the learner's own active course and the public course they studied", async () => {
    expect((await get(CourseMasteryResponse, "mastery/course")).courses).toEqual([
      {
        courseId: s.c1.courseId,
        name: expect.any(String),
        totalCards: 5,
        masteredCards: 1,
        masteryPercentage: 44,
        accuracy: 75,
      },
      {
        courseId: s.p.courseId,
        name: expect.any(String),
        totalCards: 2,
        masteredCards: 0,
        masteryPercentage: 40,
        accuracy: 100,
      },
    ]);
  });

  it("the bucket boundaries match the rule: 6.99 familiar, 7 known, 21 strong, 90 mastered", async () => {
    // k4 6.99 (familiar, 40), k1 7 (known, 60), p1 21 (strong, 80), k3 90 (mastered, 100).
    const topics = (await get(TopicMasteryResponse, "mastery/topic")).topics;
    expect(topics.find((x) => x.topic === "Beta")?.masteryPercentage).toBe((100 + 40) / 2);
  });

  it("a second learner has no courses and so no mastery rows", async () => {
    expect((await get(TopicMasteryResponse, "mastery/topic", s.stranger)).topics).toEqual([]);
    expect((await get(LevelMasteryResponse, "mastery/level", s.stranger)).levels).toEqual([]);
    expect((await get(CourseMasteryResponse, "mastery/course", s.stranger)).courses).toEqual([]);
  });
});

describe("due forecast and retrievability", () => {
  it("Auckland: k4 is overdue (due 23:30 yesterday), k2 due today, k1 tomorrow, p1 in 22 days", async () => {
    await setTimeZone(t.app, learner, "Pacific/Auckland");
    const forecast = await get(ForecastResponse, "forecast");
    expect(forecast.overdue).toBe(1);
    expect(forecast.days).toHaveLength(30);
    expect(forecast.days[0]).toEqual({ date: "2025-06-18", due: 1 });
    expect(forecast.days[1]).toEqual({ date: "2025-06-19", due: 1 });
    expect(forecast.days[22]).toEqual({ date: "2025-07-10", due: 1 });
    expect(forecast.days.reduce((n, d) => n + d.due, 0)).toBe(3);
  });

  it("Los Angeles: k4 and k2 fall due today, k1 the day after tomorrow", async () => {
    await setTimeZone(t.app, learner, "America/Los_Angeles");
    const forecast = await get(ForecastResponse, "forecast");
    expect(forecast.overdue).toBe(0);
    expect(forecast.days[0]).toEqual({ date: "2025-06-17", due: 2 });
    expect(forecast.days[1]).toEqual({ date: "2025-06-18", due: 0 });
    expect(forecast.days[2]).toEqual({ date: "2025-06-19", due: 1 });
    expect(forecast.days[22]).toEqual({ date: "2025-07-09", due: 1 });
  });

  it("the average retrievability is the mean of the FSRS reference over the studied cards", async () => {
    const retention = await get(RetentionResponse, "retention");
    const values = Object.values(s.memory).map((m) => retrievability(memoryOf(m), NOW));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(retention.studiedCards).toBe(5);
    expect(retention.averageRetrievability).toBe(Math.round(mean * 1000) / 10);
    expect(retention.averageRetrievability).toBeLessThan(100);
    expect(retention.targetRetention).toBe(90);
  });

  it("the stranger has no forecast", async () => {
    const forecast = await get(ForecastResponse, "forecast", s.stranger);
    expect(forecast.overdue).toBe(0);
    expect(forecast.days.every((d) => d.due === 0)).toBe(true);
  });
});

describe("GET /api/analytics/cards/:cardId (why is this card due?)", () => {
  it("gives the learner's memory of the card, retrievability now and the review log, newest first", async () => {
    const view = await get(CardMemoryResponse, `cards/${s.c1.ids.k1}`);
    expect(view.card).toMatchObject({ id: s.c1.ids.k1, face: "k1", topic: "Alpha", level: "Beginner" });
    expect(view.memory).toEqual({
      state: "review",
      bucket: "known",
      stability: 7,
      difficulty: 5,
      retrievability: Math.round(retrievability(memoryOf(s.memory.k1), NOW) * 1000) / 10,
      due: "2025-06-19T11:30:00.000Z",
      isDue: false,
      lastReview: "2025-06-10T00:00:00.000Z",
      scheduledDays: 7,
      reps: 3,
      lapses: 0,
    });
    expect(view.totalReviews).toBe(3);
    expect(view.reviews.map((r) => [r.at, r.correct, r.grade])).toEqual([
      ["2025-06-17T06:55:00.000Z", true, 3],
      ["2025-06-15T12:05:00.000Z", false, 1],
      ["2025-05-01T00:01:00.000Z", true, 3],
    ]);
  });

  it("a due card says so", async () => {
    const view = await get(CardMemoryResponse, `cards/${s.c1.ids.k2}`);
    expect(view.memory).toMatchObject({ state: "learning", bucket: "learning", isDue: true });
  });

  it("a visible card never studied has no memory and an empty log", async () => {
    const view = await get(CardMemoryResponse, `cards/${s.p.ids.p2}`);
    expect(view).toMatchObject({ memory: null, reviews: [], totalReviews: 0 });
  });

  it("another learner sees a public card without the learner's memory", async () => {
    const view = await get(CardMemoryResponse, `cards/${s.p.ids.p1}`, s.stranger);
    expect(view).toMatchObject({ memory: null, reviews: [], totalReviews: 0 });
  });

  it("a private card of someone else is 404, like a card that does not exist", async () => {
    for (const id of [s.c1.ids.k1, "00000000-0000-4000-8000-000000000000"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/analytics/cards/${id}`,
        headers: s.stranger.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: "NOT_FOUND", message: "Card not found" });
    }
  });
});

describe("moving or editing a card later does not rewrite the past", () => {
  it("accuracy stays with the course and level answered; mastery follows the card", async () => {
    // A second course with one new card of its own (a Beginner card never studied).
    const { courseId: c2Id } = await courseWithCards(t.app, learner, [
      { face: "z1", topic: "Zeta", level: "Beginner" },
    ]);
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/courses/${s.c1.courseId}/cards/${s.c1.ids.k4}/move`,
      headers: learner.auth,
      payload: { targetCourseId: c2Id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/courses/${s.c1.courseId}/cards/${s.c1.ids.k1}`,
      headers: learner.auth,
      payload: { level: "Advanced", topic: "Renamed" },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    expect((await get(LevelMasteryResponse, "mastery/level")).levels).toEqual([
      // Beginner keeps k1's three past answers (71.4%) though k1 is Advanced now.
      { level: "Beginner", totalCards: 4, masteredCards: 1, masteryPercentage: 45, accuracy: 71.4 },
      { level: "Intermediate", totalCards: 2, masteredCards: 0, masteryPercentage: 10, accuracy: 100 },
      { level: "Advanced", totalCards: 2, masteredCards: 0, masteryPercentage: 50, accuracy: 100 },
    ]);
    const courses = (await get(CourseMasteryResponse, "mastery/course")).courses;
    expect(courses.map((c) => [c.courseId, c.totalCards, c.masteryPercentage, c.accuracy])).toEqual([
      [s.c1.courseId, 4, 45, 75],
      [s.p.courseId, 2, 40, 100],
      [c2Id, 2, 20, null],
    ]);
    const topics = (await get(TopicMasteryResponse, "mastery/topic")).topics;
    expect(topics.find((x) => x.topic === "Renamed")).toEqual({
      topic: "Renamed",
      totalCards: 1,
      masteredCards: 0,
      masteryPercentage: 60,
    });
    const log = (await get(CardMemoryResponse, `cards/${s.c1.ids.k1}`)).reviews;
    expect(log.map((r) => [r.topic, r.level])).toEqual([
      ["Alpha", "Beginner"],
      ["Alpha", "Beginner"],
      ["Alpha", "Beginner"],
    ]);
  });
});
