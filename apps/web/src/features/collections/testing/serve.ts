import type { Collection, SessionSummary } from "@recall/shared";
import { failure, route } from "../../../test/msw";
import { makeSessionSummary } from "../../../test/session-summary";

/** Answers and MSW handlers the collections feature's tests share (only *.test.tsx import this). */

/** A study session just started from `collectionId`, as POST /sessions/start-from-collection answers it. */
export function makeSession(collectionId: string, overrides: Partial<SessionSummary> = {}): SessionSummary {
  return makeSessionSummary({
    collectionId,
    startedAt: "2026-01-03T10:00:00.000Z",
    lastActivityAt: "2026-01-03T10:00:00.000Z",
    ...overrides,
  });
}

/** GET /collections answered with `collections`, whatever the filter. */
export const collectionsRoute = (collections: Collection[]) =>
  route("GET /collections", () => ({ data: { collections } }));

export const collectionNotFound = () => failure(404, "Collection not found", "NOT_FOUND");
