import { z } from "zod";

/**
 * The structured outputs asked of the model (sent as its JSON schema, checked with zod on return).
 * Written for strict structured-output modes: every key is required (optional values are `null`), no
 * defaults or transforms. Ranges are not enforced here but normalised by the server afterwards, so a
 * model that answers 11 for a 1-10 score is clamped rather than sent back for repair.
 */

const KnowledgeLevelOut = z.enum(["beginner", "intermediate", "advanced"]);

export const DiscoveryBriefOutput = z.object({
  topic: z.string().describe("The subject of the course, short (e.g. 'Spanish travel vocabulary')"),
  knowledgeLevel: KnowledgeLevelOut,
  goal: z.string().describe("What the learner wants to achieve"),
  cardCount: z.number().describe("Number of flashcards, 10 to 200"),
  focusAreas: z.array(z.string()).describe("Subtopics to emphasise, at most 10"),
  language: z.string().describe("ISO 639-1 code of the language the cards are written in, e.g. en, de, es"),
});
export type DiscoveryBriefOutput = z.infer<typeof DiscoveryBriefOutput>;

/** One assistant turn of the discovery chat. */
export const DiscoveryTurnOutput = z.object({
  response: z.string().describe("The assistant's reply to show the learner"),
  isComplete: z
    .boolean()
    .describe("True once topic, level, goal, card count, focus areas and language are known"),
  refused: z
    .boolean()
    .describe("True when the request breaks the content guidelines; the reply then explains the refusal"),
  brief: DiscoveryBriefOutput.nullable().describe("The finished brief when isComplete, else null"),
});
export type DiscoveryTurnOutput = z.infer<typeof DiscoveryTurnOutput>;

export const OutlineTopicOutput = z.object({
  name: z.string(),
  description: z.string(),
  cardCount: z.number().describe("Cards for this topic; the counts add up to the course's card count"),
  keyPoints: z.array(z.string()).describe("Distinct facts or concepts to turn into cards, one per card"),
});

/** The first call of a course generation: name, description, topics and the card plan. */
export const CourseOutlineOutput = z.object({
  name: z.string().describe("Course name, at most 80 characters"),
  description: z.string().describe("Two or three sentences for the course page"),
  topics: z.array(OutlineTopicOutput),
});
export type CourseOutlineOutput = z.infer<typeof CourseOutlineOutput>;

const ArtworkOutput = z.object({
  title: z.string(),
  artist: z.string().nullable(),
  year: z.string().nullable(),
  description: z.string().nullable(),
  searchKeywords: z.string().describe("Words to find an image of the work"),
});

/** A generated card before the server checks it (docs/decisions/ai-jobs.md lists the checks). */
export const GeneratedCardOutput = z.object({
  type: z.enum(["mcq", "basic"]),
  face: z.string().describe("The question"),
  back: z.string().describe("The answer, complete on its own"),
  level: z.enum(["Beginner", "Intermediate", "Advanced"]),
  options: z.array(z.string()).nullable().describe("mcq: exactly 4 distinct options; basic: null"),
  answerIndex: z.number().nullable().describe("mcq: 0-based index of the correct option; basic: null"),
  explanationRight: z.string().describe("Why the answer is right"),
  explanationWrong: z.string().describe("The usual misconception and why it is wrong"),
  conceptExplainer: z.object({ title: z.string(), content: z.string() }),
  deepDive: z.object({
    title: z.string(),
    content: z.string(),
    artworks: z.array(ArtworkOutput).describe("Real artworks where the subject fits, else []"),
  }),
  relatedConcepts: z.array(z.object({ title: z.string(), teaser: z.string() })),
  glossary: z.array(
    z.object({ term: z.string(), definitionShort: z.string(), definitionMedium: z.string() }),
  ),
  difficultyScore: z.number().describe("1 (easiest) to 10"),
  conceptTags: z.array(z.string()),
  minReadTime: z.number().describe("Seconds needed to read the card"),
});
export type GeneratedCardOutput = z.infer<typeof GeneratedCardOutput>;

/** A batch of cards (also the shape of a regeneration of invalid cards). */
export const CardBatchOutput = z.object({ cards: z.array(GeneratedCardOutput) });
export type CardBatchOutput = z.infer<typeof CardBatchOutput>;

const FourOptions = z
  .array(z.string())
  .length(4)
  .describe("Exactly 4 distinct options: the correct one and 3 plausible distractors");
const OptionIndex = z.number().int().min(0).max(3).describe("0-based index of the correct option");

/**
 * One card of the asked types, as the schema sent to the model states it: the type narrowed to the types
 * still needed, and a multiple-choice card's exactly 4 options.
 */
export function generatedCardWire(types: { mcq: boolean; basic: boolean }) {
  if (types.mcq && !types.basic) {
    return GeneratedCardOutput.extend({
      type: z.literal("mcq"),
      options: FourOptions,
      answerIndex: OptionIndex,
    });
  }
  if (!types.mcq) {
    return GeneratedCardOutput.extend({ type: z.literal("basic"), options: z.null(), answerIndex: z.null() });
  }
  return GeneratedCardOutput.extend({
    options: FourOptions.nullable().describe("mcq: exactly 4 distinct options; basic: null"),
    answerIndex: OptionIndex.nullable().describe("mcq: 0-based index of the correct option; basic: null"),
  });
}

/**
 * The schema a card call SENDS (docs/decisions/ai-jobs.md "Schemas that carry the constraints"): exactly
 * the missing count, the types narrowed to the missing ones, exactly 4 options. A provider that enforces
 * schemas then delivers exactly; the answer is still parsed with the lenient `CardBatchOutput` and every
 * card checked, so a provider that does not enforce them is caught by the checks and the top-ups.
 */
export function cardBatchWire(ask: { cards: number; mcq: number }) {
  const basic = ask.cards - ask.mcq;
  const split =
    ask.mcq > 0 && basic > 0
      ? `: the first ${ask.mcq} of type "mcq", the other ${basic} of type "basic"`
      : ask.mcq > 0
        ? `, all of type "mcq"`
        : `, all of type "basic"`;
  return z.object({
    cards: z
      .array(generatedCardWire({ mcq: ask.mcq > 0, basic: basic > 0 }))
      .length(ask.cards)
      .describe(`Exactly ${ask.cards} cards${split}`),
  });
}

/** Multiple-choice options for an existing card (Improve Course); checked by `mcqSuggestionIssues`. */
export const McqSuggestionOutput = z.object({
  options: z.array(z.string()).describe("Exactly 4 distinct options: the card's answer and 3 distractors"),
  correctIndex: z.number().describe("0-based index of the option that is the card's answer"),
  confidence: z
    .number()
    .nullable()
    .describe("0 to 1: how sure you are that exactly one option is correct and the distractors are wrong"),
  reasoning: z
    .string()
    .nullable()
    .describe("One or two sentences: why these distractors are plausible but wrong"),
});
export type McqSuggestionOutput = z.infer<typeof McqSuggestionOutput>;

/** A card related to a source card (requirements C2 suggestion): how it relates, why, and the card itself. */
export const RelatedCardOutput = z.object({
  relationship: z
    .enum(["prerequisite", "next-step", "parallel", "application", "contrast", "deep-dive"])
    .describe("How the new card relates to the source card"),
  rationale: z.string().describe("One or two sentences: why a learner of the source card needs this card"),
  card: GeneratedCardOutput,
});
export type RelatedCardOutput = z.infer<typeof RelatedCardOutput>;

/** Glossary terms for one card; where each term appears is computed by the app, never asked. */
export const GlossaryOutput = z.object({
  terms: z.array(
    z.object({
      term: z.string().describe("The term exactly as it is written on the card"),
      definitionShort: z.string().describe("One line"),
      definitionMedium: z.string().describe("Two or three sentences"),
      contextTags: z.array(z.string()).describe("1-3 lowercase tags: the fields the term belongs to"),
    }),
  ),
});
export type GlossaryOutput = z.infer<typeof GlossaryOutput>;

/** Concept tags for numbered cards (course indexing). */
export const ConceptTagsOutput = z.object({
  cards: z.array(
    z.object({
      card: z.number().describe("The card's number as given"),
      tags: z.array(z.string()).describe("2-5 lowercase concept tags"),
    }),
  ),
});
export type ConceptTagsOutput = z.infer<typeof ConceptTagsOutput>;
