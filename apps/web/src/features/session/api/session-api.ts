import type {
  AnswerBody,
  AnswerResponse,
  SessionResponse,
  StartSessionBody,
  StartSessionResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The session calls of part1 §7 (paths are relative to the API prefix). */
export const sessionApi = {
  start: (body: StartSessionBody) => api.post<StartSessionResponse>("/sessions/start", body),
  answer: (body: AnswerBody) => api.post<AnswerResponse>("/sessions/answer", body),
  complete: (id: string) => api.post<SessionResponse>(`/sessions/${id}/complete`),
};

/**
 * The prefix of every sessions query (the dashboard's recent sessions and stats use ["sessions", ...]):
 * starting or completing a session makes them stale.
 */
export const sessionKeys = {
  all: ["sessions"] as const,
};
