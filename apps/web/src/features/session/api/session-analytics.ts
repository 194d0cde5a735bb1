import { accuracyPercent, isFastAnswer, type SessionAnalyticsBody } from "@recall/shared";
import { API_PREFIX, api } from "../../../lib/api-client";
import type { AnswerRecord } from "../hooks/session-state";

export const SESSION_ANALYTICS_PATH = "/analytics/session";

export interface AnalyticsInput {
  sessionId: string;
  startedAt: number;
  now: number;
  answers: readonly AnswerRecord[];
  manualRequests: { mcq: number; basic: number };
}

const average = (values: number[]) =>
  values.length ? Math.round(values.reduce((sum, v) => sum + v, 0) / values.length) : 0;
/** Percent right at the first attempt, 0 when none. */
const accuracy = (list: readonly AnswerRecord[]) =>
  accuracyPercent(list.filter((a) => a.firstTry).length, list.length);

/**
 * requirements S3 "Session analytics payload". duration in seconds; average times in ms; accuracies in percent
 * of cards right at the first attempt (a retried answer is graded Again by the server too); cards are
 * counted by the mode they were asked in, so an MCQ card answered as Full Answer is a basic card.
 */
export function buildSessionAnalytics({
  sessionId,
  startedAt,
  now,
  answers,
  manualRequests,
}: AnalyticsInput): SessionAnalyticsBody {
  const basic = answers.filter((a) => a.mode === "basic");
  const mcq = answers.filter((a) => a.mode === "mcq");
  return {
    sessionId,
    duration: Math.min(86_400, Math.max(0, Math.round((now - startedAt) / 1000))),
    cardsReviewed: answers.length,
    basicCards: basic.length,
    mcqCards: mcq.length,
    averageTimePerBasicCard: average(basic.map((a) => a.timeTakenMs)),
    averageTimePerMCQCard: average(mcq.map((a) => a.timeTakenMs)),
    fastAnswerCount: answers.filter((a) => isFastAnswer(a.timeTakenMs, a.allowanceSec)).length,
    basicCardAccuracy: accuracy(basic),
    mcqCardAccuracy: accuracy(mcq),
    manualMCQRequests: manualRequests.mcq,
    manualBasicRequests: manualRequests.basic,
    topicsStudied: [...new Set(answers.map((a) => a.topic))],
  };
}

/** On completion: a normal authenticated call. Failures are only logged (requirements S7). */
export async function postSessionAnalytics(payload: SessionAnalyticsBody): Promise<void> {
  try {
    await api.call("POST /analytics/session", { body: payload });
  } catch (err) {
    console.warn("[analytics] failed to send session analytics", err);
  }
}

/**
 * When leaving early: sendBeacon survives the page going away but cannot send headers, so the bearer
 * token travels in the body. Falls back to a keep-alive fetch where sendBeacon is missing or refuses.
 */
export function beaconSessionAnalytics(payload: SessionAnalyticsBody, token: string | null): boolean {
  const url = `${API_PREFIX}${SESSION_ANALYTICS_PATH}`;
  const json = JSON.stringify(token ? { ...payload, token } : payload);
  try {
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      if (navigator.sendBeacon(url, new Blob([json], { type: "application/json" }))) return true;
    }
    void fetch(url, {
      method: "POST",
      body: json,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch((err) => console.warn("[analytics] failed to send session analytics", err));
    return true;
  } catch (err) {
    console.warn("[analytics] failed to send session analytics", err);
    return false;
  }
}
