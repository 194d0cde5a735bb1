import { z } from "zod";

/** requirements S4: how a card is asked, reveal-the-answer ('basic') or multiple choice ('mcq'). */
export const QUESTION_MODES = ["basic", "mcq"] as const;
export const QuestionMode = z.enum(QUESTION_MODES);
export type QuestionMode = z.infer<typeof QuestionMode>;
