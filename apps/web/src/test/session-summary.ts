import { INITIAL_CHEMICALS, type SessionSummary } from "@recall/shared";

/**
 * A study session as the server describes it (GET/POST /sessions…): active, nothing answered yet. Each
 * feature's tests state what differs (status, counts, courses); only *.test.tsx and testing folders import it.
 */
export const makeSessionSummary = (overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  id: "session-1",
  status: "active",
  courseIds: [],
  collectionId: null,
  plannedCards: 15,
  totalCards: 0,
  completedCards: 0,
  durationSec: null,
  startedAt: "2025-01-01T10:00:00.000Z",
  completedAt: null,
  endedAt: null,
  lastActivityAt: "2025-01-01T10:00:00.000Z",
  metrics: { correct: 0, incorrect: 0, streak: 0, streakMax: 0 },
  accuracy: 0,
  chemicals: { ...INITIAL_CHEMICALS },
  ...overrides,
});
