import { CreateSyllabusBody, SYLLABUS_LIMITS } from "@recall/shared";
import { z } from "zod";

/**
 * The Create Syllabus form on the one form model: the inputs hold text, converted and piped into the shared
 * `CreateSyllabusBody`, so the dialog refuses what the server refuses with the same words ('Please enter a
 * topic'; 20-500 cards in steps of 10, requirements C5).
 */
const CreateSyllabusValues = z.object({ topic: z.string(), targetCardCount: z.string() });
export type CreateSyllabusValues = z.infer<typeof CreateSyllabusValues>;

export const CreateSyllabusSchema = CreateSyllabusValues.transform(
  (v): z.input<typeof CreateSyllabusBody> => ({
    topic: v.topic,
    targetCardCount: v.targetCardCount.trim() === "" ? Number.NaN : Number(v.targetCardCount),
  }),
).pipe(CreateSyllabusBody);

export const createSyllabusDefaults: CreateSyllabusValues = {
  topic: "",
  targetCardCount: String(SYLLABUS_LIMITS.cardCount.default),
};
