import { type Collection, INITIAL_CHEMICALS, type SessionSummary } from "@recall/shared";
import { failure, route } from "../../../test/msw";

/** Answers and MSW handlers the collections feature's tests share (only *.test.tsx import this). */

/** A study session just started from `collectionId`, as POST /sessions/start-from-collection answers it. */
export function makeSession(collectionId: string, overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: "session-1",
    status: "active",
    courseIds: [],
    collectionId,
    plannedCards: 15,
    totalCards: 0,
    completedCards: 0,
    durationSec: null,
    startedAt: "2026-01-03T10:00:00.000Z",
    completedAt: null,
    endedAt: null,
    lastActivityAt: "2026-01-03T10:00:00.000Z",
    metrics: { correct: 0, incorrect: 0, streak: 0, streakMax: 0 },
    accuracy: 0,
    chemicals: { ...INITIAL_CHEMICALS },
    ...overrides,
  };
}

/** GET /collections answered with `collections`, whatever the filter. */
export const collectionsRoute = (collections: Collection[]) =>
  route("GET /collections", () => ({ data: { collections } }));

export const collectionNotFound = () => failure(404, "Collection not found", "NOT_FOUND");
