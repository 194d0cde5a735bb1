import type { AnswerSignals } from "../engine/contracts";
import { isFastAnswer } from "../session/fast-answer";
import { Rating, type ReviewGrade } from "./rating";

/** What grading needs from an answer (requirements S3 answer payload plus the card's allowance). */
export interface GradeInput {
  correct: boolean;
  timeTakenMs: number;
  /** The card's time allowance, see timeAllowanceSec. */
  allowanceSec: number;
  retryAttempts?: number;
  retrySuccessful?: boolean;
  /** The learner opened the explainers (Learn more) before answering; see hintedBeforeAnswer. */
  hinted?: boolean;
}

/** The best grade a hinted answer can earn: the explainer may have given the answer away. */
export const HINTED_GRADE_CAP: ReviewGrade = Rating.Hard;

/**
 * Maps an answer to an FSRS rating:
 * - wrong, or right only after a retry → Again (the learner did not recall it unaided);
 * - right after opening the explainers before answering (hinted) → at most Hard, never a clean recall;
 * - right but slower than the allowance (strictly more than allowanceSec) → Hard;
 * - right, no retry, faster than 70% of the allowance (the fast-answer rule) → Easy;
 * - any other right answer → Good.
 * A time or allowance that cannot be read gives Good: speed cannot be judged, correctness can.
 */
export function gradeAnswer(input: GradeInput): ReviewGrade {
  const unhinted = gradeUnhinted(input);
  return input.hinted ? (Math.min(unhinted, HINTED_GRADE_CAP) as ReviewGrade) : unhinted;
}

function gradeUnhinted(input: GradeInput): ReviewGrade {
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

/** How an answer was given: an option picked, a cloze answer typed, or a self-grade after Show Answer. */
export type AnswerKind = "choice" | "typed" | "self";

/**
 * Whether the learner opened the explainers before giving the answer, from the signals the client sent.
 * `depth_before_answer` is the level reached before picking, checking or revealing. A picked option is
 * recorded at the moment of the pick, so its `info_button_clicked` / `depth_level_reached` were reached
 * before the answer too; for typed and self-graded answers those two also count what was read after
 * the answer was shown, which is no hint.
 */
export function hintedBeforeAnswer(signals: AnswerSignals | undefined, kind: AnswerKind): boolean {
  if ((signals?.depth_before_answer ?? 0) >= 1) return true;
  if (kind !== "choice") return false;
  return signals?.info_button_clicked === true || (signals?.depth_level_reached ?? 0) >= 1;
}
