import type {
  AnswerBody,
  AnswerResponse,
  ResumeSessionResponse,
  SessionResponse,
  StartSessionBody,
  StartSessionResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The session calls of requirements S7 (paths are relative to the API prefix). */
export const sessionApi = {
  start: (body: StartSessionBody) => api.post<StartSessionResponse>("/sessions/start", body),
  answer: (body: AnswerBody) => api.post<AnswerResponse>("/sessions/answer", body),
  complete: (id: string) => api.post<SessionResponse>(`/sessions/${id}/complete`),
  /** An open session after a reload: its cards, the answers so far and its counters. */
  resume: (id: string, signal?: AbortSignal) =>
    api.get<ResumeSessionResponse>(`/sessions/${id}/resume`, undefined, signal),
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
