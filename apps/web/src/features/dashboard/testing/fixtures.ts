import type { SessionSummary } from "@recall/shared";
import { makeSessionSummary } from "../../../test/session-summary";
import type { UserStats } from "../api/dashboard-queries";

/** Test data of the dashboard feature (only *.test.tsx import this). */

export const userStats = (overrides: Partial<UserStats> = {}): UserStats => ({
  currentStreak: 0,
  longestStreak: 0,
  accuracy: 0,
  totalSessions: 0,
  cardsStudied: 0,
  totalCorrect: 0,
  totalAnswers: 0,
  lastStudiedAt: null,
  ...overrides,
});

export const sessionSummary = (overrides: Partial<SessionSummary> = {}): SessionSummary =>
  makeSessionSummary({
    status: "completed",
    courseIds: ["course-1"],
    totalCards: 15,
    completedCards: 12,
    durationSec: 425,
    startedAt: "2024-05-02T14:30:00.000Z",
    completedAt: "2024-05-02T14:37:05.000Z",
    lastActivityAt: "2024-05-02T14:37:00.000Z",
    metrics: { correct: 9, incorrect: 3, streak: 2, streakMax: 5 },
    accuracy: 75,
    ...overrides,
  });

/** `count` sessions, newest first, with distinct ids. */
export const sessionList = (count: number) =>
  Array.from({ length: count }, (_, i) => sessionSummary({ id: `session-${i + 1}` }));
