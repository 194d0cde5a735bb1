import { ApiError } from "../../../lib/api-client";
import { sessionApi } from "../api/session-api";
import { answerQueue, type QueuedAnswer } from "./answer-queue";

/**
 * The request never reached the server (no connection, DNS, a proxy with the server away): the answer
 * is kept and sent later. A refusal by the server itself is final and handled as part1 §4 says.
 */
export function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status === 502 || err.status === 504);
}

/**
 * Sends a session's answers left in the offline queue by an earlier page (a reload, a closed tab), in
 * order, before the session is loaded again. Answers the server refuses are dropped (it counts each
 * clientAnswerId once, so one it already has is simply confirmed). Answers the server cannot be reached
 * for are answered back, still queued, for the session page to hold.
 */
export async function sendQueuedAnswers(sessionId: string): Promise<QueuedAnswer[]> {
  const queued = await answerQueue.forSession(sessionId).catch(() => []);
  for (const [i, item] of queued.entries()) {
    try {
      await sessionApi.answer(item.body);
    } catch (err) {
      if (isUnreachable(err)) return queued.slice(i);
      console.error("Failed to process answer", err);
    }
    await answerQueue.remove(item.key).catch(() => undefined);
  }
  return [];
}
