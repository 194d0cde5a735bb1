import { SPEED_CHALLENGE } from "@recall/shared/domain/engine/engine-action";

export interface SpeedQuestion {
  question: string;
  options: readonly string[];
  answerIndex: number;
}

/** requirements S4 "Speed Challenge": 3 fixed quick general-knowledge questions, built in (no network). */
export const SPEED_CHALLENGE_QUESTIONS: readonly SpeedQuestion[] = [
  {
    question: "Which planet is the largest in our solar system?",
    options: ["Mars", "Jupiter", "Saturn", "Neptune"],
    answerIndex: 1,
  },
  { question: "How many continents are there on Earth?", options: ["5", "6", "7"], answerIndex: 2 },
  { question: "What is the chemical symbol for gold?", options: ["Ag", "Au", "Gd", "Go"], answerIndex: 1 },
];

/** requirements S9: bonus 2 per correct answer. */
export const SPEED_CHALLENGE_BONUS_PER_CORRECT = SPEED_CHALLENGE.bonusPerCorrect;

/** requirements S4: the next question comes 1 s after an answer. */
export const SPEED_CHALLENGE_ADVANCE_MS = 1000;

export interface SpeedChallengeScore {
  correct: number;
  bonus: number;
  /** Streak rule: the "Streak bonus" toast shows only when every question was answered right in a row. */
  perfectStreak: boolean;
}

/** Scores a finished challenge: picks[i] is the option chosen for questions[i]. */
export function scoreSpeedChallenge(
  questions: readonly SpeedQuestion[],
  picks: readonly number[],
  bonusPerCorrect: number = SPEED_CHALLENGE_BONUS_PER_CORRECT,
): SpeedChallengeScore {
  const correct = questions.filter((q, i) => picks[i] === q.answerIndex).length;
  return {
    correct,
    bonus: correct * bonusPerCorrect,
    perfectStreak: questions.length > 0 && correct === questions.length,
  };
}
