import {
  HeatmapResponse,
  OverallResponse,
  PatternsResponse,
  PerformanceResponse,
  RetentionResponse,
  StreakResponse,
} from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { getData, setTimeZone } from "./analytics-fixtures";
import { buildScenario, NOW } from "./analytics-scenario";

let t: TestApp;
let learner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
  ({ learner, stranger } = await buildScenario(t));
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const get = async <T>(schema: { parse: (v: unknown) => { data: T } }, path: string, user = learner) =>
  schema.parse({ data: await getData(t.app, user, path) }).data;

describe("GET /api/analytics/overall (requirements C3 Overall)", () => {
  it("totals count answers and answer time; averages are accuracy and answers per session", async () => {
    const overall = await get(OverallResponse, "overall");
    expect(overall.totals).toEqual({ cards: 9, timeSpent: 32, sessions: 4 });
    expect(overall.averages).toEqual({ accuracy: 77.8, cardsPerSession: 2.3 });
  });

  it("the mastery distribution counts the learner's courses' cards by the mastery-bucket rule", async () => {
    const { masteryDistribution } = await get(OverallResponse, "overall");
    // k5 and p2 never studied; i1 (inactive course) and q1 (not the learner's) left out.
    expect(masteryDistribution).toEqual({
      new: 2,
      learning: 1,
      familiar: 1,
      known: 1,
      strong: 1,
      mastered: 1,
    });
  });
});

describe("the same history read in two time zones", () => {
  it("Pacific/Auckland: performance, heatmap, streak, patterns and retention by Auckland days", async () => {
    await setTimeZone(t.app, learner, "Pacific/Auckland");
    expect((await get(PerformanceResponse, "performance")).points).toEqual([
      { date: "2025-06-15", accuracy: 100, cards: 1 },
      { date: "2025-06-16", accuracy: 0, cards: 1 },
      { date: "2025-06-17", accuracy: 100, cards: 2 },
      { date: "2025-06-18", accuracy: 66.7, cards: 3 },
    ]);
    expect(await get(PerformanceResponse, "performance?days=1")).toEqual({
      days: 1,
      points: [{ date: "2025-06-18", accuracy: 66.7, cards: 3 }],
    });
    expect((await get(PerformanceResponse, "performance?days=49")).points[0]).toEqual({
      date: "2025-05-01",
      accuracy: 100,
      cards: 2,
    });
    expect((await get(PerformanceResponse, "performance?days=48")).points[0]?.date).toBe("2025-06-15");

    expect(await get(HeatmapResponse, "heatmap")).toEqual({
      from: "2024-06-19",
      to: "2025-06-18",
      days: [
        { date: "2025-05-01", reviews: 2 },
        { date: "2025-06-15", reviews: 1 },
        { date: "2025-06-16", reviews: 1 },
        { date: "2025-06-17", reviews: 2 },
        { date: "2025-06-18", reviews: 3 },
      ],
    });

    expect(await get(StreakResponse, "streak")).toEqual({
      currentStreak: 4,
      longestStreak: 4,
      todayDone: true,
      today: "2025-06-18",
      studyDays: ["2025-05-01", "2025-06-15", "2025-06-16", "2025-06-17", "2025-06-18"],
    });

    expect((await get(PatternsResponse, "patterns")).patterns).toEqual([
      { weekday: 0, label: "Sun", sessions: 1 },
      { weekday: 1, label: "Mon", sessions: 0 },
      { weekday: 2, label: "Tue", sessions: 1 },
      { weekday: 3, label: "Wed", sessions: 1 },
      { weekday: 4, label: "Thu", sessions: 1 },
      { weekday: 5, label: "Fri", sessions: 0 },
      { weekday: 6, label: "Sat", sessions: 0 },
    ]);

    const retention = await get(RetentionResponse, "retention");
    expect(retention.weeks).toHaveLength(12);
    expect(retention.weeks[0]?.weekStart).toBe("2025-03-31");
    // a1 (Sunday 23:55, right) closes the week of 9 June; a2 (Monday 00:05, wrong) opens the next.
    expect(retention.weeks.slice(-2)).toEqual([
      { weekStart: "2025-06-09", reviews: 1, correct: 1, retention: 100 },
      { weekStart: "2025-06-16", reviews: 3, correct: 1, retention: 33.3 },
    ]);
    expect(retention.weeks.slice(0, 10).every((w) => w.reviews === 0 && w.retention === null)).toBe(true);
  });

  it("America/Los_Angeles: the same answers fall on Los Angeles days", async () => {
    await setTimeZone(t.app, learner, "America/Los_Angeles");
    expect((await get(PerformanceResponse, "performance")).points).toEqual([
      { date: "2025-06-15", accuracy: 50, cards: 2 },
      { date: "2025-06-16", accuracy: 100, cards: 1 },
      { date: "2025-06-17", accuracy: 75, cards: 4 },
    ]);
    expect((await get(PerformanceResponse, "performance?days=1")).points).toEqual([
      { date: "2025-06-17", accuracy: 75, cards: 4 },
    ]);

    const heatmap = await get(HeatmapResponse, "heatmap");
    expect(heatmap).toMatchObject({ from: "2024-06-18", to: "2025-06-17" });
    expect(heatmap.days).toEqual([
      { date: "2025-04-30", reviews: 2 },
      { date: "2025-06-15", reviews: 2 },
      { date: "2025-06-16", reviews: 1 },
      { date: "2025-06-17", reviews: 4 },
    ]);

    expect(await get(StreakResponse, "streak")).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      todayDone: true,
      today: "2025-06-17",
      studyDays: ["2025-04-30", "2025-06-15", "2025-06-16", "2025-06-17"],
    });

    expect((await get(PatternsResponse, "patterns")).patterns.map((p) => p.sessions)).toEqual([
      1, 1, 1, 1, 0, 0, 0,
    ]);

    const retention = await get(RetentionResponse, "retention");
    expect(retention.weeks.at(-1)?.weekStart).toBe("2025-06-16");
    // a3 (Monday 23:55) is in this week; a1 and a2 (Sunday) in the last.
    expect(retention.weeks.slice(-2)).toEqual([
      { weekStart: "2025-06-09", reviews: 2, correct: 1, retention: 50 },
      { weekStart: "2025-06-16", reviews: 2, correct: 1, retention: 50 },
    ]);
  });

  it("a day later with no study: today not done, yesterday not studied, the streak is 0", async () => {
    await setTimeZone(t.app, learner, "Pacific/Auckland");
    vi.setSystemTime(new Date("2025-06-19T13:00:00Z")); // Friday 01:00 in Auckland
    try {
      expect(await get(StreakResponse, "streak")).toMatchObject({
        currentStreak: 0,
        longestStreak: 4,
        todayDone: false,
        today: "2025-06-20",
      });
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe("a second learner sees none of it", () => {
  it("every history call answers the empty state", async () => {
    expect(await get(OverallResponse, "overall", stranger)).toEqual({
      totals: { cards: 0, timeSpent: 0, sessions: 0 },
      averages: { accuracy: 0, cardsPerSession: 0 },
      masteryDistribution: { new: 0, learning: 0, familiar: 0, known: 0, strong: 0, mastered: 0 },
    });
    expect(await get(PerformanceResponse, "performance?days=365", stranger)).toEqual({
      days: 365,
      points: [],
    });
    expect((await get(HeatmapResponse, "heatmap", stranger)).days).toEqual([]);
    expect(await get(StreakResponse, "streak", stranger)).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      todayDone: false,
      today: "2025-06-18",
      studyDays: [],
    });
    expect((await get(PatternsResponse, "patterns", stranger)).patterns.every((p) => p.sessions === 0)).toBe(
      true,
    );
    const retention = await get(RetentionResponse, "retention", stranger);
    expect(retention).toMatchObject({ averageRetrievability: null, studiedCards: 0, targetRetention: 90 });
    expect(retention.weeks.every((w) => w.reviews === 0 && w.retention === null)).toBe(true);
  });
});
