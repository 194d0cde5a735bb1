import { ApiError } from "../../../lib/api-client";
import { sessionApi } from "../api/session-api";
import { answerQueue, type QueuedAnswer } from "./answer-queue";

/**
 * The request never reached the server (no connection, DNS, a proxy with the server away), or the server
 * asked for it again later (503: e.g. a session busy with other answers, docs/decisions/session-api.md):
 * the answer is kept and sent later. A refusal by the server itself is final and handled as requirements S4 says.
 */
export function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && [0, 502, 503, 504].includes(err.status);
}

/**
 * Sends a session's answers left unsent in the offline queue by an earlier page (a reload, a closed tab),
 * in order, before the session is loaded again. An answer the server refuses is dropped (it counts each
 * clientAnswerId once, so one it already has is simply confirmed); one it cannot be reached for stays
 * unsent. Answers the whole log of the session on this device, sent or not, for the session page to count
 * (session-resume.ts) and to hold what is still unsent.
 */
export async function sendQueuedAnswers(sessionId: string): Promise<QueuedAnswer[]> {
  const log = await answerQueue.forSession(sessionId).catch(() => [] as QueuedAnswer[]);
  const kept: QueuedAnswer[] = [];
  let reachable = true;
  for (const item of log) {
    if (item.sent || !reachable) {
      kept.push(item);
      continue;
    }
    try {
      await sessionApi.answer(item.body);
      kept.push({ ...item, sent: true });
      await answerQueue.markSent(item).catch(() => undefined);
    } catch (err) {
      if (isUnreachable(err)) {
        reachable = false;
        kept.push(item);
        continue;
      }
      console.error("Failed to process answer", err);
      await answerQueue.remove(item.key).catch(() => undefined);
    }
  }
  return kept;
}
