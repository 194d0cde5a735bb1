import { SPEED_CHALLENGE } from "@recall/shared/domain/engine/engine-action";

export interface SpeedQuestion {
  question: string;
  options: readonly string[];
  answerIndex: number;
}

/**
 * A built-in question's shape; its words are in the session catalogs under `speed.questions.<key>`, so the
 * challenge is asked in the interface language. Options are catalog keys (`…options.<option>`) when
 * `wordOptions`, else symbols that read the same in every language. The options keep their order in every
 * language, so one answerIndex fits all; each question has one right answer whatever the language.
 */
interface SpeedQuestionShape {
  key: string;
  options: readonly string[];
  wordOptions?: boolean;
  answerIndex: number;
}

/** requirements S4 "Speed Challenge": 3 fixed quick general-knowledge questions, built in (no network). */
const SPEED_QUESTION_SHAPES: readonly SpeedQuestionShape[] = [
  {
    key: "largestPlanet",
    options: ["mars", "jupiter", "saturn", "neptune"],
    wordOptions: true,
    answerIndex: 1,
  },
  // Not "how many continents": schools count five, six or seven depending on the country, so the answer
  // would be wrong in some of the interface languages.
  { key: "octopusHearts", options: ["1", "2", "3"], answerIndex: 2 },
  { key: "goldSymbol", options: ["Ag", "Au", "Gd", "Go"], answerIndex: 1 },
];

export const SPEED_CHALLENGE_QUESTION_COUNT = SPEED_QUESTION_SHAPES.length;

/** The built-in questions in the words `t` gives (the session namespace in the interface language). */
export function speedChallengeQuestions(t: (key: string) => string): SpeedQuestion[] {
  return SPEED_QUESTION_SHAPES.map((shape) => {
    const at = (key: string) => t(`speed.questions.${shape.key}.${key}`);
    return {
      question: at("question"),
      options: shape.options.map((option) => (shape.wordOptions ? at(`options.${option}`) : option)),
      answerIndex: shape.answerIndex,
    };
  });
}

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
