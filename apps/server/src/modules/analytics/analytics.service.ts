import {
  addDays,
  type CourseMastery,
  LEVELS,
  type LevelMastery,
  localDay,
  type OverallAnalytics,
  type PerformancePoint,
  type StreakAnalytics,
  studyStreaks,
  type TopicMastery,
  WEEKDAY_LABELS,
  type WeekdayPattern,
} from "@recall/shared";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { historyRepository as history } from "./history.repository";
import { foldGroups, masteryFigures, toDistribution } from "./mastery-groups";
import { memoryRepository as memory } from "./memory.repository";

/** A share as a percentage with one decimal; 0 of 0 is 0. */
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** Accuracy of a group of answers, null without answers (nothing to measure). */
const accuracyOf = (row: { answers: number; correct: number } | undefined) =>
  row && row.answers > 0 ? percent(row.correct, row.answers) : null;

/**
 * requirements C3 "Overall": answers, answer time, accuracy and answers per session from the answer history;
 * the mastery distribution of the learner's courses' cards now (docs/decisions/analytics.md).
 */
export async function getOverall(db: Database, user: AuthUser): Promise<OverallAnalytics> {
  const [totals, sessions, groups] = await Promise.all([
    history.totals(db, user.id),
    history.sessionsWithAnswers(db, user.id),
    memory.masteryGroups(db, user.id, "all"),
  ]);
  // Totals and accuracy count imported reviews too; cards per session only the sessions' own answers.
  return {
    totals: {
      cards: totals.answers,
      timeSpent: Math.round(totals.timeMs / 1000),
      sessions: sessions.sessions,
    },
    averages: {
      accuracy: percent(totals.correct, totals.answers),
      cardsPerSession: sessions.sessions ? Math.round((sessions.answers / sessions.sessions) * 10) / 10 : 0,
    },
    masteryDistribution: toDistribution(foldGroups(groups).get("")),
  };
}

/** requirements C3 "Performance point" for each local day of the last `days` days (today included) with answers. */
export async function getPerformance(
  db: Database,
  user: AuthUser,
  days: number,
  now = new Date(),
): Promise<PerformancePoint[]> {
  const today = localDay(now, user.timezone);
  const rows = await history.perDay(db, user.id, user.timezone, addDays(today, -(days - 1)), today);
  return rows.map((r) => ({ date: r.day, accuracy: percent(r.correct, r.answers), cards: r.answers }));
}

const byMasteryThenName =
  <T extends { masteryPercentage: number; totalCards: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.masteryPercentage - a.masteryPercentage ||
    b.totalCards - a.totalCards ||
    name(a).localeCompare(name(b));

/** Mastery of each of the learner's courses, with the accuracy of the answers recorded in it. */
export async function getCourseMastery(db: Database, user: AuthUser): Promise<CourseMastery[]> {
  const [courses, groups, accuracy] = await Promise.all([
    memory.courses(db, user.id),
    memory.masteryGroups(db, user.id, "course"),
    history.accuracyBy(db, user.id, "course"),
  ]);
  const counts = foldGroups(groups);
  const answers = new Map(accuracy.map((r) => [r.key, r]));
  return courses
    .map((c) => ({
      courseId: c.id,
      name: c.name,
      ...masteryFigures(counts.get(c.id)),
      accuracy: accuracyOf(answers.get(c.id)),
    }))
    .sort(byMasteryThenName((c) => c.name));
}

/** requirements C3 "Topic mastery" over the learner's courses' cards, highest mastery first. */
export async function getTopicMastery(db: Database, user: AuthUser): Promise<TopicMastery[]> {
  const counts = foldGroups(await memory.masteryGroups(db, user.id, "topic"));
  return [...counts]
    .map(([topic, c]) => ({ topic, ...masteryFigures(c) }))
    .sort(byMasteryThenName((t) => t.topic));
}

const levelRank = (level: string) => {
  const i = (LEVELS as readonly string[]).indexOf(level);
  return i === -1 ? LEVELS.length : i;
};

/**
 * requirements C3 "Level mastery": the cards' mastery by their level now, and the accuracy of the answers by
 * the level each card had when answered; a level that only the history knows still shows its accuracy.
 */
export async function getLevelMastery(db: Database, user: AuthUser): Promise<LevelMastery[]> {
  const [groups, accuracy] = await Promise.all([
    memory.masteryGroups(db, user.id, "level"),
    history.accuracyBy(db, user.id, "level"),
  ]);
  const counts = foldGroups(groups);
  const answers = new Map(accuracy.map((r) => [r.key, r]));
  const levels = [...new Set([...counts.keys(), ...answers.keys()])];
  return levels
    .sort((a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b))
    .map((level) => ({
      level,
      ...masteryFigures(counts.get(level)),
      accuracy: accuracyOf(answers.get(level)),
    }));
}

/** requirements C3 "Patterns": sessions with answers per weekday of their local start, Sunday first. */
export async function getPatterns(db: Database, user: AuthUser): Promise<WeekdayPattern[]> {
  const rows = await history.sessionsPerWeekday(db, user.id, user.timezone);
  const byDay = new Map(rows.map((r) => [Number(r.weekday), r.sessions]));
  return WEEKDAY_LABELS.map((label, weekday) => ({ weekday, label, sessions: byDay.get(weekday) ?? 0 }));
}

/** Current and longest streak of local days with answers (the dashboard's rule), and the days themselves. */
export async function getStreak(db: Database, user: AuthUser, now = new Date()): Promise<StreakAnalytics> {
  const today = localDay(now, user.timezone);
  const studyDays = await history.studyDays(db, user.id, user.timezone);
  const { current, longest } = studyStreaks(studyDays, today);
  return {
    currentStreak: current,
    longestStreak: longest,
    todayDone: studyDays.includes(today),
    today,
    studyDays,
  };
}
