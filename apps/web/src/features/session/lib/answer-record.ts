import type { QuestionMode } from "@recall/shared";

/** One answered card, for the adaptive state, the signals and the session analytics payload. */
export interface AnswerRecord {
  cardId: string;
  topic: string;
  mode: QuestionMode;
  /** The result sent to the server (a successful retry is sent as correct). */
  correct: boolean;
  /** Right at the first attempt: what accuracy and error rates count. */
  firstTry: boolean;
  timeTakenMs: number;
  allowanceSec: number;
}
