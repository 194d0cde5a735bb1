import { type LoggedInterval, State } from "@recall/shared";
import type { ImportedReview } from "../import-plan";
import type { SqliteFile } from "./sqlite";

/**
 * Anki's scheduling of a card, as its `cards` row holds it: where the learner stands in Anki. `due` is
 * a day number (days since the collection's creation, `col.crt`) for review cards and day-learning, a
 * unix time in seconds for intraday learning, a position for new cards.
 */
export interface AnkiSchedule {
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  type: number;
  /** -1 suspended, -2/-3 buried, 0 new, 1 learning, 2 review, 3 day-learning, 4 preview. */
  queue: number;
  due: number;
  /** Days; negative seconds in some old learning cards. */
  ivl: number;
  reps: number;
  lapses: number;
  /** Anki's FSRS memory (cards.data "s", "d", "lrt" in newer collections), when it has computed one. */
  fsrs: { stability: number; difficulty: number; lastReview: Date | null } | null;
}

/** Revlog entries that are not answers: type 4 manual (forget, set due date), 5 rescheduled. */
const MANUAL = new Set([4, 5]);
/** Revlog type → the card's state when answered; 3 (filtered deck) says nothing about it. */
const STATE_OF_TYPE = new Map([
  [0, State.Learning],
  [1, State.Review],
  [2, State.Relearning],
]);

/** Anki's answers and resets of one card, oldest first, and the manual entries the log holds. */
export interface AnkiLog {
  reviews: ImportedReview[];
  resets: Date[];
  /** Manual entries other than resets: "set due date" and rescheduling (they move the due date only). */
  rescheduledAt: Date[];
}

export const emptyLog = (): AnkiLog => ({ reviews: [], resets: [], rescheduledAt: [] });

/**
 * The 2.0 scheduler (schedVer 1) showed learning and relearning cards three buttons, logged as ease 1
 * Again, 2 Good, 3 Easy; FSRS ratings are 1 Again, 2 Hard, 3 Good, 4 Easy.
 */
function rating(ease: number, type: number, threeButtonLearning: boolean): 1 | 2 | 3 | 4 {
  if (threeButtonLearning && (type === 0 || type === 2) && ease > 1) return (ease + 1) as 3 | 4;
  return ease as 1 | 2 | 3 | 4;
}

/** Revlog ivl: positive days, negative seconds; 0 says nothing (old cram entries). */
function interval(ivl: number): LoggedInterval | undefined {
  if (ivl > 0) return { days: ivl };
  if (ivl < 0) return { seconds: -ivl };
  return undefined;
}

/**
 * Every revlog row of the collection's cards, by card. Rows with ease 1-4 are answers (learn, review,
 * relearn, filtered); manual rows with ivl 0 are "Forget" (the card made new), other manual and
 * rescheduling rows only moved the due date. `nonReviewLogs` counts what is not stored as a review.
 */
export async function readRevlog(db: SqliteFile, cardIds: Set<string>, threeButtonLearning: boolean) {
  const byCard = new Map<string, AnkiLog>();
  let nonReviewLogs = 0;
  const sql = "SELECT id, cid, ease, ivl, time, type FROM revlog ORDER BY id";
  await db.each(sql, ([at, cid, easeValue, ivlValue, time, typeValue]) => {
    const cardId = String(cid);
    if (!cardIds.has(cardId)) return;
    const ease = Number(easeValue);
    const type = Number(typeValue);
    const ivl = Number(ivlValue) || 0;
    const log = byCard.get(cardId) ?? emptyLog();
    byCard.set(cardId, log);
    if (MANUAL.has(type) || ease < 1 || ease > 4) {
      nonReviewLogs++;
      if (type === 4 && ivl === 0) log.resets.push(new Date(Number(at)));
      else log.rescheduledAt.push(new Date(Number(at)));
      return;
    }
    const stateBefore = STATE_OF_TYPE.get(type);
    const after = interval(ivl);
    log.reviews.push({
      at: new Date(Number(at)),
      grade: rating(ease, type, threeButtonLearning),
      durationMs: Math.max(0, Number(time) || 0),
      ...(stateBefore === undefined ? {} : { stateBefore }),
      ...(after ? { intervalAfter: after } : {}),
    });
  });
  return { byCard, nonReviewLogs };
}

const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** Anki's FSRS memory in cards.data, when present and usable (stability > 0, difficulty 1-10). */
export function fsrsMemory(data: unknown): AnkiSchedule["fsrs"] {
  if (typeof data !== "string" || !data.includes('"s"')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { s, d, lrt } = parsed as Record<string, unknown>;
  const stability = finite(s);
  const difficulty = finite(d);
  if (stability === null || difficulty === null || stability <= 0 || difficulty < 1 || difficulty > 10)
    return null;
  const last = finite(lrt);
  return { stability, difficulty, lastReview: last && last > 0 ? new Date(last * 1000) : null };
}
