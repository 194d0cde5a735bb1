import {
  type AnswerBody,
  type AnswerKind,
  type CardMemory,
  checkClozeAnswer,
  gradeAnswer,
  hasMcqOptions,
  hintedBeforeAnswer,
  parseNeuroState,
  runEngine,
  scheduleReview,
  timeAllowanceSec,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, badRequest, badRequestOn, conflict, notFound } from "../../lib/errors";
import { memoryParameters } from "../memory-model/index";
import { type AnswerWrites, readForAnswer, writeAnswer } from "./answer-statements";
import { isIdle } from "./session-expiry";
import type { MemoryRow } from "./sessions.repository";

type Body = z.output<typeof AnswerBody>;

/**
 * Whether the answer is right, decided on the server wherever it can be: the picked option against the
 * card's answer index, a typed cloze answer with the same matcher the browser shows its verdict with.
 * Only a self-graded answer (Show Answer, then Incorrect / Correct) is taken as the client sends it.
 */
export function decideAnswer(card: AnswerCard, body: Body): { correct: boolean; kind: AnswerKind } {
  if (body.choiceIndex !== undefined) {
    const options = hasMcqOptions(card) ? (card.options ?? []) : [];
    if (options.length === 0)
      throw badRequest("This card has no options to pick from.", { choiceIndex: "the card has no options" });
    if (body.choiceIndex >= options.length)
      throw badRequest("The picked option is not one of the card's options.", {
        choiceIndex: `must be below ${options.length}`,
      });
    return { correct: body.choiceIndex === card.answerIndex, kind: "choice" };
  }
  if (body.typedAnswer !== undefined) {
    if (card.type !== "cloze")
      throw badRequest("Only a cloze card takes a typed answer.", {
        typedAnswer: "the card is not a cloze card",
      });
    return { correct: checkClozeAnswer(body.typedAnswer, card), kind: "typed" };
  }
  // The contract lets exactly one of the three through, so a self-grade is here.
  return { correct: body.correct === true, kind: "self" };
}

export type AnswerResult = {
  engine: ReturnType<typeof runEngine>["response"];
  data: {
    duplicate: boolean;
    /** The server's verdict. */
    correct: boolean;
    /** The explainers were opened before answering: the grade is capped (fsrs-grade-mapping.md). */
    hinted: boolean;
    grade: number;
    progress: {
      completedCards: number;
      totalCards: number;
      correct: number;
      incorrect: number;
      streak: number;
      streakMax: number;
    };
    nextReviewAt: string;
  };
};

function toMemory(row: MemoryRow): CardMemory {
  const { userId: _u, cardId: _c, timesCorrect: _tc, timesIncorrect: _ti, updatedAt: _at, ...memory } = row;
  return memory;
}

/** What `readForAnswer` read: the session, the card, this user's memory of it, an earlier answer. */
export type AnswerRead = NonNullable<Awaited<ReturnType<typeof readForAnswer>>>;
/** The card's fields an answer reads. */
type AnswerCard = NonNullable<AnswerRead["card"]>;

/**
 * Reads and guarded writes one answer may try before giving up. Each loss means another answer to the same
 * session committed in between; a learner sends one answer at a time, so more than a few in a row is a
 * client hammering its own session.
 */
export const ANSWER_ATTEMPTS = 6;

/**
 * Records one answer: decides whether it is right, updates the card's FSRS memory, the session counters
 * and the session engine. A resubmission (same client answer id, or the same card again) returns the
 * first result unchanged.
 *
 * Two statements, no transaction and no lock (optimistic concurrency): the read, then one write applied
 * only if the session is still as read. When another answer to the session committed in between, the
 * write changes nothing and the answer is read and planned again: the winner is then a prior answer (a
 * resubmission: its result) or one more completed card (this answer applies on top of it).
 */
export async function answerCard(db: Database, user: AuthUser, body: Body, now = new Date()) {
  const clientAnswerId = answerIdOf(body);
  for (let attempt = 0; attempt < ANSWER_ATTEMPTS; attempt++) {
    const read = await readForAnswer(db, {
      userId: user.id,
      sessionId: body.sessionId,
      cardId: body.cardId,
      clientAnswerId,
    });
    if (!read) throw notFound("Session");
    const { result, writes } = planAnswer(read, user, body, now);
    if (!writes || (await writeAnswer(db, writes, read.session.completedCards))) return result;
  }
  // 503, not 409: nothing is wrong with this answer, and the app keeps a 503 answer and sends it again
  // (a 409 it would drop as refused).
  throw new AppError(
    "SERVICE_UNAVAILABLE",
    "This session is taking other answers right now. Please try again.",
  );
}

/** The id that makes a resubmission recognisable: the client's, or the card's when the client sent none. */
export const answerIdOf = (body: Body) => body.clientAnswerId ?? `card:${body.cardId}`;

/**
 * The answer's result and what it writes, from what was read (no I/O): a resubmission gives the stored
 * result and writes nothing.
 */
export function planAnswer(
  read: AnswerRead,
  user: AuthUser,
  body: Body,
  now: Date,
): { result: AnswerResult; writes?: AnswerWrites } {
  const clientAnswerId = answerIdOf(body);
  const { session, card, memory: memoryRow, modelWeights, modelRetention, prior } = read;
  if (!session.hasCard) throw badRequestOn("cardId", "This card is not part of the session.");
  if (prior) {
    const stored = prior.engineResponse as AnswerResult;
    return {
      result: {
        ...stored,
        data: {
          ...stored.data,
          duplicate: true,
          correct: prior.correct,
          hinted: stored.data.hinted ?? false,
        },
      },
    };
  }
  if (session.status === "completed") throw conflict("This session is already completed.");
  if (session.status !== "active" || isIdle(session, now)) throw conflict("This session has ended.");
  if (!card) throw notFound("Card");

  const { correct, kind } = decideAnswer(card, body);
  const hinted = hintedBeforeAnswer(body.signals, kind);
  const allowanceSec = timeAllowanceSec(card);
  const grade = gradeAnswer({ ...body, correct, hinted, allowanceSec });
  const next: CardMemory = scheduleReview(memoryRow ? toMemory(memoryRow) : null, grade, now, {
    parameters: memoryParameters(
      modelRetention === null ? null : { weights: modelWeights, desiredRetention: modelRetention },
    ),
  });

  const streak = correct ? session.streak + 1 : 0;
  const engine = runEngine(
    parseNeuroState(session.neuroState, now),
    {
      correct,
      timeTakenMs: body.timeTakenMs,
      topic: card.topic,
      allowanceSec,
      signals: { ...body.signals, streak_len: streak },
    },
    now,
  );
  const counters = {
    completedCards: session.completedCards + 1,
    correct: session.correct + (correct ? 1 : 0),
    incorrect: session.incorrect + (correct ? 0 : 1),
    streak,
    streakMax: Math.max(session.streakMax, streak),
  };
  const result: AnswerResult = {
    engine: engine.response,
    data: {
      duplicate: false,
      correct,
      hinted,
      grade,
      progress: { ...counters, totalCards: session.totalCards },
      nextReviewAt: next.due.toISOString(),
    },
  };
  const writes: AnswerWrites = {
    memory: {
      userId: user.id,
      cardId: card.id,
      ...next,
      timesCorrect: (memoryRow?.timesCorrect ?? 0) + (correct ? 1 : 0),
      timesIncorrect: (memoryRow?.timesIncorrect ?? 0) + (correct ? 0 : 1),
    },
    sessionId: session.id,
    session: {
      ...counters,
      neuroState: engine.state as unknown as Record<string, unknown>,
      lastActivityAt: now,
    },
    answer: {
      sessionId: session.id,
      userId: user.id,
      cardId: card.id,
      clientAnswerId,
      correct,
      timeTakenMs: body.timeTakenMs,
      retryAttempts: body.retryAttempts,
      retrySuccessful: body.retrySuccessful,
      grade,
      mode: body.mode ?? (kind === "choice" ? "mcq" : "basic"),
      signals: body.signals as Record<string, unknown>,
      engineResponse: result as unknown as Record<string, unknown>,
      // History as it is now (docs/decisions/analytics.md): a later move or edit of the card keeps it.
      courseId: card.courseId,
      topic: card.topic,
      level: card.level,
      repsBefore: memoryRow?.reps ?? 0,
      dueAfter: next.due,
      createdAt: now,
    },
  };
  return { result, writes };
}
