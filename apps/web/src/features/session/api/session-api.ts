import type { AnswerBody, StartSessionBody } from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The session calls of requirements S7 (paths are relative to the API prefix). */
export const sessionApi = {
  start: (body: StartSessionBody) => api.call("POST /sessions/start", { body }),
  answer: (body: AnswerBody) => api.call("POST /sessions/answer", { body }),
  complete: (id: string) => api.call("POST /sessions/:id/complete", { params: { id } }),
  /** An open session after a reload: its cards, the answers so far and its counters. */
  resume: (id: string, signal?: AbortSignal) =>
    api.call("GET /sessions/:id/resume", { params: { id } }, { signal }),
};

/**
 * The prefix of every sessions query (the dashboard's recent sessions and stats use ["sessions", ...]):
 * starting or completing a session makes them stale.
 */
export const sessionKeys = {
  all: ["sessions"] as const,
  /**
   * Outside ["sessions"] on purpose: completing the resumed session invalidates ["sessions"], and a
   * refetch would then find the session completed while its completion screen is showing.
   */
  resume: (id: string) => ["session-resume", id] as const,
};
