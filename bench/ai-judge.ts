import type { CardFields } from "@recall/shared";
import { z } from "zod";
import type { AiClient } from "../apps/server/src/modules/ai/ai-client";

/**
 * The rubric judge of bench/ai-quality.ts: a second model scores each delivered card from 1 (bad) to 5
 * (good) on five criteria. Only the benchmark calls it (AI_JUDGE_MODEL); the product never does.
 */
export const RUBRIC = [
  "factuallyRight",
  "oneBestAnswer",
  "plausibleDistractors",
  "noAnswerLeak",
  "clearWording",
] as const;
export type Criterion = (typeof RUBRIC)[number];

const Score = z.number().describe("1 (bad) to 5 (good)");
export const CardReviewOutput = z.object({
  reviews: z.array(
    z.object({
      card: z.number().describe("The card's number as given, from 1"),
      factuallyRight: Score.describe("The answer and explanations are correct"),
      oneBestAnswer: Score.describe("Exactly one answer is right; for MCQ exactly one option"),
      plausibleDistractors: Score.nullable().describe("MCQ: wrong options are plausible; basic cards: null"),
      noAnswerLeak: Score.describe("The question does not give the answer away"),
      clearWording: Score.describe("The question is clear and unambiguous"),
    }),
  ),
});
export type CardReview = z.infer<typeof CardReviewOutput>["reviews"][number];

export const JUDGE_SYSTEM = `You review flashcards written by another model for a learning app, strictly and fairly.
For every card, give scores from 1 (bad) to 5 (good):
- factuallyRight: the answer, the correct option and the explanations are true;
- oneBestAnswer: exactly one answer is right (for multiple choice: exactly one option);
- plausibleDistractors: multiple choice only: the wrong options are plausible to a learner (null for basic cards);
- noAnswerLeak: the question does not reveal the answer;
- clearWording: the question is clear, unambiguous and answerable.
Return one review per card, with the card's number.`;

export function judgePrompt(cards: CardFields[]): string {
  return cards
    .map((c, i) => {
      const lines = [
        `Card ${i + 1} (${c.type === "mcq" ? "multiple choice" : "basic"})`,
        `Question: ${c.face}`,
      ];
      if (c.type === "mcq" && c.options) {
        for (const [k, o] of c.options.entries()) {
          lines.push(`Option ${k + 1}${k === c.answerIndex ? " (correct)" : ""}: ${o}`);
        }
      }
      lines.push(`Answer: ${c.back}`);
      if (c.explanationRight) lines.push(`Why: ${c.explanationRight}`);
      return lines.join("\n");
    })
    .join("\n\n");
}

/** Scores `cards` in calls of 8; answers one review per card (null where the judge skipped one). */
export async function judgeCards(
  judge: AiClient,
  cards: CardFields[],
  userId: string,
): Promise<(CardReview | null)[]> {
  const out: (CardReview | null)[] = [];
  for (let i = 0; i < cards.length; i += 8) {
    const chunk = cards.slice(i, i + 8);
    const { object } = await judge.generateStructured({
      schema: CardReviewOutput,
      schemaName: "card_review",
      system: JUDGE_SYSTEM,
      prompt: judgePrompt(chunk),
      kind: "bench-judge",
      userId,
      maxOutputTokens: 400 + chunk.length * 120,
    });
    const byCard = new Map(object.reviews.map((r) => [r.card, r]));
    out.push(...chunk.map((_, k) => byCard.get(k + 1) ?? null));
  }
  return out;
}
