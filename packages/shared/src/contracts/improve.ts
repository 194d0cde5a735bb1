import { z } from "zod";
import { textKey } from "../domain/generated-cards";
import { CARD_LIMITS, Card } from "./cards";

/**
 * Improve Course (requirements C2, C3, C5, C7, C8): MCQ suggestions for a course's cards and their approval.
 * docs/decisions/improve-course.md records what the spec left open.
 */

/** The spec's texts of the improve flow (requirements C5, C8) and the defaults of a suggestion (requirements C3). */
export const IMPROVE_MESSAGES = {
  allOptionsContent: "All options must have content",
  selectCorrectAnswer: "Please select a correct answer",
  optionsDistinct: "Each option must be different from the others",
  generateFailed: "Failed to generate MCQ",
  saveFailed: "Failed to save MCQ options",
  saved: "MCQ options saved successfully!",
  rejected: "Suggestions rejected",
  settingsSaved: "Settings saved!",
  cardChanged: "This card has changed since the page was loaded. Reload the page and try again.",
} as const;

export const MCQ_SUGGESTION_DEFAULTS = {
  /** requirements C3: the confidence of a suggestion whose model gave none. */
  confidence: 0.8,
  /** requirements C3: "a default text if missing". */
  reasoning: "The AI gave no reasoning for these options. Check them before saving.",
} as const;

/** Limits of the improve routes' inputs. */
export const IMPROVE_LIMITS = {
  /** The most options an approved MCQ may have (the card limit); the generator writes 4. */
  maxOptions: CARD_LIMITS.options,
  minOptions: 2,
  optionChars: 1000,
  contextChars: 300,
} as const;

/**
 * POST /courses/{courseId}/cards/{cardId}/generate-mcq (requirements C7). The server writes options for the
 * STORED card; `question` and `answer` are what the page shows, and a page that shows other text than the
 * card now has is told so (409) instead of paying for options to text the card no longer has. `context`:
 * the course name, else the topic, else "general" (the server falls back the same way).
 */
export const GenerateMcqBody = z.object({
  question: z
    .string({ message: "must be text" })
    .max(CARD_LIMITS.text, { message: `must be at most ${CARD_LIMITS.text} characters` })
    .optional(),
  answer: z
    .string({ message: "must be text" })
    .max(CARD_LIMITS.text, { message: `must be at most ${CARD_LIMITS.text} characters` })
    .optional(),
  context: z
    .string({ message: "must be text" })
    .max(IMPROVE_LIMITS.contextChars, {
      message: `must be at most ${IMPROVE_LIMITS.contextChars} characters`,
    })
    .optional(),
});
export type GenerateMcqBody = z.input<typeof GenerateMcqBody>;

/**
 * requirements C3 MCQ suggestion: nothing is stored until the owner approves it (PATCH .../mcq-options). A
 * suggestion the app's checks do not trust comes with its `problems` (each at the field it concerns) and a
 * low confidence, for the owner to fix, approve or reject; its index is null when no option could be
 * taken for the correct one.
 */
export const McqSuggestion = z.object({
  mcqOptions: z.array(z.string()),
  mcqCorrectIndex: z.number().nullable(),
  /** 0 to 1 (0.8 when the model gave none); at most 0.3 when there are problems. */
  confidence: z.number(),
  reasoning: z.string(),
  /** What the checks found wrong; empty when they trust the suggestion. */
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type McqSuggestion = z.infer<typeof McqSuggestion>;

export const GenerateMcqResponse = z.object({ data: McqSuggestion });
export type GenerateMcqResponse = z.infer<typeof GenerateMcqResponse>;

const optionText = z
  .string({ message: IMPROVE_MESSAGES.allOptionsContent })
  .trim()
  .max(IMPROVE_LIMITS.optionChars, { message: `must be at most ${IMPROVE_LIMITS.optionChars} characters` });

/**
 * PATCH /courses/{courseId}/cards/{cardId}/mcq-options (requirements C5 MCQ approval): every option non-blank
 * ('All options must have content', on `mcqOptions`), the correct index an option's ('Please select a
 * correct answer', on `mcqCorrectIndex`), options distinct. The review panel's form uses this schema.
 */
export const McqOptionsBody = z
  .object({
    mcqOptions: z
      .array(optionText, { message: IMPROVE_MESSAGES.allOptionsContent })
      .min(IMPROVE_LIMITS.minOptions, { message: `must have at least ${IMPROVE_LIMITS.minOptions} options` })
      .max(IMPROVE_LIMITS.maxOptions, { message: `must have at most ${IMPROVE_LIMITS.maxOptions} options` }),
    mcqCorrectIndex: z
      .number({ message: IMPROVE_MESSAGES.selectCorrectAnswer })
      .int({ message: IMPROVE_MESSAGES.selectCorrectAnswer })
      .min(0, { message: IMPROVE_MESSAGES.selectCorrectAnswer }),
  })
  .superRefine(
    (body, ctx) => {
      // Runs even when a field failed its own check (`when`), so a form shows every problem at once.
      const options = Array.isArray(body.mcqOptions) ? body.mcqOptions : [];
      const texts = options.map((o) => (typeof o === "string" ? o.trim() : ""));
      if (texts.some((o) => !o))
        ctx.addIssue({ code: "custom", path: ["mcqOptions"], message: IMPROVE_MESSAGES.allOptionsContent });
      else if (new Set(texts.map(textKey)).size !== texts.length)
        ctx.addIssue({ code: "custom", path: ["mcqOptions"], message: IMPROVE_MESSAGES.optionsDistinct });
      const index = body.mcqCorrectIndex;
      if (typeof index === "number" && Number.isInteger(index) && index >= texts.length && texts.length > 0)
        ctx.addIssue({
          code: "custom",
          path: ["mcqCorrectIndex"],
          message: IMPROVE_MESSAGES.selectCorrectAnswer,
        });
    },
    { when: () => true },
  );
export type McqOptionsBody = z.input<typeof McqOptionsBody>;

/** The saved card; in the improve flow it carries mcqCorrectIndex for its correct option (requirements C3). */
export const McqOptionsResponse = z.object({
  data: z.object({ card: Card.extend({ mcqCorrectIndex: z.number() }) }),
});
export type McqOptionsResponse = z.infer<typeof McqOptionsResponse>;
