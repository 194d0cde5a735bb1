import {
  addDays,
  type CardMemoryResponse,
  FORECAST_DAYS,
  type ForecastResponse,
  HEATMAP_DAYS,
  type HeatmapResponse,
  localDay,
  RETENTION_WEEKS,
  REVIEW_LOG_LIMIT,
  type RetentionResponse,
  TARGET_RETENTION,
  weekStart,
} from "@recall/shared";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { percent } from "./analytics.service";
import { presentMemory, presentReview } from "./card-memory.presenter";
import { cardMemoryRepository as cardRepo } from "./card-memory.repository";
import { historyRepository as history } from "./history.repository";
import { memoryRepository as memory } from "./memory.repository";

type Data<T extends { data: unknown }> = T["data"];

/** Reviews per local day over the last 365 days (today included); only days with reviews. */
export async function getHeatmap(
  db: Database,
  user: AuthUser,
  now = new Date(),
): Promise<Data<HeatmapResponse>> {
  const to = localDay(now, user.timezone);
  const from = addDays(to, -(HEATMAP_DAYS - 1));
  const rows = await history.perDay(db, user.id, user.timezone, from, to);
  return { from, to, days: rows.map((r) => ({ date: r.day, reviews: r.answers })) };
}

/** Studied cards falling due on each local day from today for 30 days, and those already overdue. */
export async function getForecast(
  db: Database,
  user: AuthUser,
  now = new Date(),
): Promise<Data<ForecastResponse>> {
  const today = localDay(now, user.timezone);
  const rows = await memory.dueByDay(db, user.id, user.timezone, today, FORECAST_DAYS);
  const byDay = new Map(rows.map((r) => [r.day, r.cards]));
  return {
    overdue: byDay.get(null) ?? 0,
    days: Array.from({ length: FORECAST_DAYS }, (_, i) => {
      const date = addDays(today, i);
      return { date, due: byDay.get(date) ?? 0 };
    }),
  };
}

/**
 * True retention per local week over the last 12 weeks (this week included): of the answers to cards
 * answered before, the share right. And the mean retrievability now of the studied cards.
 */
export async function getRetention(
  db: Database,
  user: AuthUser,
  now = new Date(),
): Promise<Data<RetentionResponse>> {
  const today = localDay(now, user.timezone);
  const from = addDays(weekStart(today), -7 * (RETENTION_WEEKS - 1));
  const [rows, recall] = await Promise.all([
    history.retentionPerWeek(db, user.id, user.timezone, from, today),
    memory.retrievability(db, user.id, now),
  ]);
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  return {
    weeks: Array.from({ length: RETENTION_WEEKS }, (_, i) => {
      const week = addDays(from, 7 * i);
      const row = byWeek.get(week);
      const reviews = row?.reviews ?? 0;
      const correct = row?.correct ?? 0;
      return { weekStart: week, reviews, correct, retention: reviews ? percent(correct, reviews) : null };
    }),
    averageRetrievability:
      recall.cards > 0 && recall.mean !== null ? Math.round(recall.mean * 1000) / 10 : null,
    studiedCards: recall.cards,
    targetRetention: Math.round(TARGET_RETENTION * 1000) / 10,
  };
}

/**
 * One card's memory for this learner and its review log: "why is this card due?". A card the user may
 * not see is 404 "Card not found", like one that does not exist (courses/course-visibility.ts).
 */
export async function getCardMemory(
  db: Database,
  user: AuthUser,
  cardId: string,
  now = new Date(),
): Promise<Data<CardMemoryResponse>> {
  const card = await cardRepo.visibleCard(db, user.id, cardId);
  if (!card) throw notFound("Card");
  const [row, reviews, totalReviews] = await Promise.all([
    cardRepo.memory(db, user.id, cardId),
    cardRepo.reviews(db, user.id, cardId, REVIEW_LOG_LIMIT),
    cardRepo.reviewCount(db, user.id, cardId),
  ]);
  return {
    card,
    memory: row ? presentMemory(row, now) : null,
    reviews: reviews.map(presentReview),
    totalReviews,
  };
}
