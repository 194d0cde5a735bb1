import { isFastAnswer } from "../session/fast-answer";
import { Rating, type ReviewGrade } from "./rating";

/** What grading needs from an answer (part1 §3 answer payload plus the card's allowance). */
export interface GradeInput {
  correct: boolean;
  timeTakenMs: number;
  /** The card's time allowance, see timeAllowanceSec. */
  allowanceSec: number;
  retryAttempts?: number;
  retrySuccessful?: boolean;
}

/**
 * Maps an answer to an FSRS rating:
 * - wrong, or right only after a retry → Again (the learner did not recall it unaided);
 * - right but slower than the allowance (strictly more than allowanceSec) → Hard;
 * - right, no retry, faster than 70% of the allowance (the fast-answer rule) → Easy;
 * - any other right answer → Good.
 * A time or allowance that cannot be read gives Good: speed cannot be judged, correctness can.
 */
export function gradeAnswer(input: GradeInput): ReviewGrade {
  const retried = (input.retryAttempts ?? 0) > 0 || input.retrySuccessful === true;
  if (!input.correct || retried) return Rating.Again;
  const usable =
    Number.isFinite(input.timeTakenMs) &&
    input.timeTakenMs >= 0 &&
    Number.isFinite(input.allowanceSec) &&
    input.allowanceSec > 0;
  if (!usable) return Rating.Good;
  if (input.timeTakenMs > input.allowanceSec * 1000) return Rating.Hard;
  if (isFastAnswer(input.timeTakenMs, input.allowanceSec)) return Rating.Easy;
  return Rating.Good;
}
