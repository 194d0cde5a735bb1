import type { Card, ResumeSessionResponse } from "@recall/shared";
import { timeAllowanceSec } from "@recall/shared";
import type { QueuedAnswer } from "../lib/answer-queue";
import type { AnswerRecord, SessionResume } from "./session-state";

type ResumeData = ResumeSessionResponse["data"];

/**
 * The server's record of an open session (GET /sessions/{id}/resume) as the session page continues it.
 * The answered cards come first, in the order they were answered, then the unanswered ones in study
 * order, so the page goes on at the next unanswered card with "Card N of M" counting what the server
 * recorded. The answers this device logged for the session (`queued`: lib/answer-queue.ts) that the
 * server's record lacks count as given: their cards come after the server's and the counters include
 * them. Those not sent yet go back into the outbox to be sent; sent ones are missing only because the
 * record is an older copy (the service worker's, offline). A card whose answer was lost otherwise is
 * simply asked again.
 */
export function resumeFromServer(
  { session, cards, answers }: ResumeData,
  queued: readonly QueuedAnswer[] = [],
): SessionResume {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const answered: Card[] = [];
  const seen = new Set<string>();
  const records: AnswerRecord[] = [];
  for (const a of answers) {
    const card = byId.get(a.cardId);
    // A card deleted since has no answer left either; one answered twice cannot happen (the server refuses it).
    if (!card || seen.has(card.id)) continue;
    seen.add(card.id);
    answered.push(card);
    records.push({
      cardId: card.id,
      topic: card.topic,
      mode: a.mode,
      correct: a.correct,
      firstTry: a.firstTry,
      timeTakenMs: a.timeTakenMs,
      allowanceSec: timeAllowanceSec(card),
    });
  }
  const counters = {
    correct: session.metrics.correct,
    incorrect: session.metrics.incorrect,
    streak: session.metrics.streak,
    bestStreak: session.metrics.streakMax,
    // First wrong grades, including those fixed by a retry, as the running session counts them.
    errors: records.filter((r) => !r.firstTry).length,
  };
  const waiting: QueuedAnswer[] = [];
  for (const item of queued) {
    const card = byId.get(item.record.cardId);
    if (!card || seen.has(card.id)) continue;
    seen.add(card.id);
    answered.push(card);
    records.push(item.record);
    if (!item.sent) waiting.push(item);
    const { correct, firstTry } = item.record;
    counters.correct += correct ? 1 : 0;
    counters.incorrect += correct ? 0 : 1;
    counters.streak = correct ? counters.streak + 1 : 0;
    counters.bestStreak = Math.max(counters.bestStreak, counters.streak);
    counters.errors += firstTry ? 0 : 1;
  }
  const rest = cards.filter((c) => !seen.has(c.id));
  const startedAt = Date.parse(session.startedAt);
  return {
    cards: [...answered, ...rest],
    answers: records,
    counters,
    queued: waiting,
    chemicals: session.chemicals,
    startedAt: Number.isFinite(startedAt) ? startedAt : Date.now(),
  };
}
