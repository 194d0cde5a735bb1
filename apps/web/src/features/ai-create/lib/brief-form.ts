import { Brief, KNOWLEDGE_LEVELS } from "@recall/shared";
import { z } from "zod";

/**
 * The form model of the ready summary: what the inputs hold (the count as text, the focus areas as one
 * comma-separated text) converted and piped into the shared `Brief`, so an edited brief is checked
 * exactly as the server checks it, with its messages, on the same field paths.
 */
const BriefFormValues = z.object({
  topic: z.string(),
  knowledgeLevel: z.enum(KNOWLEDGE_LEVELS),
  goal: z.string(),
  /** The count as typed; blank or not a number gives Brief's "must be a number". */
  cardCount: z.string(),
  /** Comma-separated. */
  focusAreas: z.string(),
  language: Brief.shape.language,
});
export type BriefFormValues = z.input<typeof BriefFormValues>;

export const BriefForm = BriefFormValues.transform(
  (v): z.input<typeof Brief> => ({
    ...v,
    cardCount: v.cardCount.trim() === "" ? Number.NaN : Number(v.cardCount),
    focusAreas: v.focusAreas
      .split(",")
      .map((f) => f.trim())
      .filter(Boolean),
  }),
).pipe(Brief);

/** The inputs of a brief, as the summary first shows it. */
export function briefFormValues(brief: Brief): BriefFormValues {
  return { ...brief, cardCount: String(brief.cardCount), focusAreas: brief.focusAreas.join(", ") };
}
