import { AI_LIMITS } from "@recall/shared";
import { GUIDELINES_FOR_MODEL, quote } from "./common";

export const MCQ_OPTIONS_SYSTEM = `You write multiple-choice options for existing flashcards of Recall, a learning app.
For one card (its question and its answer) you write exactly ${AI_LIMITS.mcqOptions} distinct options:
- one correct option that IS the card's answer: the answer itself when it is short, otherwise its key words exactly as the answer writes them;
- ${AI_LIMITS.mcqOptions - 1} distractors: plausible, clearly wrong, of similar length and style to the correct option (common misconceptions and near misses, never jokes or "all of the above");
- the options never repeat the question's words that would give the correct one away.
correctIndex is the 0-based position of the correct option; vary the position. confidence (0 to 1) says how sure you are that exactly one option is right and the distractors are wrong. reasoning explains in one or two sentences why the distractors are plausible but wrong.
Write the options in the language of the card.

${GUIDELINES_FOR_MODEL}`;

export interface McqCardBrief {
  question: string;
  answer: string;
  /** The course name, else the card's topic, else "general" (requirements C7). */
  context: string;
  topic: string;
  level: string;
}

/** The prompt for one card's options. */
export function mcqOptionsPrompt(card: McqCardBrief): string {
  return [
    `Course: ${quote(card.context, 300)}`,
    `Topic: ${quote(card.topic, 300)}; level: ${card.level}`,
    `Question: ${quote(card.question, 3000)}`,
    `Answer: ${quote(card.answer, 3000)}`,
    "",
    `Write the ${AI_LIMITS.mcqOptions} options for this card.`,
  ].join("\n");
}

/** The follow-up turn after options that failed the app's checks. */
export function mcqRetryPrompt(problems: readonly string[]): string {
  return [
    "These options cannot be used:",
    ...problems.map((p) => `- ${p}`),
    `Write ${AI_LIMITS.mcqOptions} new options for the same card that fix every problem; the correct option must be the card's answer.`,
  ].join("\n");
}
