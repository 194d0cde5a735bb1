import {
  answerKey,
  containsWords,
  type GenerateMcqBody,
  IMPROVE_LIMITS,
  IMPROVE_MESSAGES,
  type McqSuggestion,
  McqSuggestionOutput,
  mcqSuggestionProblems,
  normalizeConfidence,
  normalizeReasoning,
  optionLetter,
  repairMcqSuggestion,
  textKey,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, badRequestOn, conflict, notFound } from "../../lib/errors";
import type { AiClient, ChatMessage } from "../ai/index";
import {
  MCQ_OPTIONS_SYSTEM,
  mcqOptionsPrompt,
  mcqRetryPrompt,
  requireGuidelinesAccepted,
  screenOrThrow,
} from "../ai/index";
import { coursesRepository as repo, requireOwnedCourse } from "../courses/index";

/** Model calls per suggestion: the first, and up to 2 more when its options fail the checks. */
export const MCQ_ATTEMPTS = 3;
const MAX_OUTPUT_TOKENS = 800;

export const MCQ_GIVEAWAY_MESSAGE =
  "The question already contains its answer, so any options would give it away. Edit the question first.";

export interface SuggestionDeps {
  db: Database;
  ai: AiClient;
}

/** Problems of a checked suggestion beyond the shared rules: options the card could not store. */
function lengthProblems(options: readonly string[]): string[] {
  return options.flatMap((o, i) =>
    o.length > IMPROVE_LIMITS.optionChars
      ? [`option ${optionLetter(i)} is longer than ${IMPROVE_LIMITS.optionChars} characters`]
      : [],
  );
}

/**
 * POST /courses/:id/cards/:cardId/generate-mcq (part2 §7): options for the stored card, checked by the
 * app (4 distinct non-blank options, the correct one the card's answer, nothing given away by the
 * question) and asked again, at most `MCQ_ATTEMPTS` calls in all, with what was wrong. Confidence and
 * reasoning get their defaults (part2 §3). Stores nothing: the owner approves with PATCH .../mcq-options
 * (docs/decisions/improve-course.md). Every call reserves its cost against the budget first.
 */
export async function suggestMcqOptions(
  { db, ai }: SuggestionDeps,
  user: AuthUser,
  courseId: string,
  cardId: string,
  body: z.output<typeof GenerateMcqBody>,
): Promise<McqSuggestion> {
  const course = await requireOwnedCourse(db, courseId, user.id);
  ai.requireConfigured();
  requireGuidelinesAccepted(user);
  const card = await repo.findCard(db, courseId, cardId);
  if (!card) throw notFound("Card");
  const stale = (sent: string | undefined, stored: string) =>
    sent !== undefined && answerKey(sent) !== answerKey(stored);
  if (stale(body.question, card.face) || stale(body.answer, card.back)) {
    throw conflict(IMPROVE_MESSAGES.cardChanged);
  }
  if (containsWords(textKey(card.face), textKey(card.back))) {
    throw badRequestOn("cardId", MCQ_GIVEAWAY_MESSAGE);
  }
  const context = body.context?.trim() || course.name.trim() || card.topic.trim() || "general";
  screenOrThrow(card.face, card.back, context);

  const messages: ChatMessage[] = [
    {
      role: "user",
      content: mcqOptionsPrompt({
        question: card.face,
        answer: card.back,
        context,
        topic: card.topic,
        level: card.level,
      }),
    },
  ];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= MCQ_ATTEMPTS; attempt += 1) {
    const { object } = await ai.generateStructured({
      schema: McqSuggestionOutput,
      schemaName: "mcq_options",
      system: MCQ_OPTIONS_SYSTEM,
      messages,
      kind: "mcq",
      userId: user.id,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    });
    const repaired = repairMcqSuggestion(card.back, object.options, object.correctIndex);
    problems = [
      ...mcqSuggestionProblems({ face: card.face, back: card.back, ...repaired }),
      ...lengthProblems(repaired.options),
    ];
    if (problems.length === 0 && repaired.answerIndex !== null) {
      return {
        mcqOptions: repaired.options,
        mcqCorrectIndex: repaired.answerIndex,
        confidence: normalizeConfidence(object.confidence),
        reasoning: normalizeReasoning(object.reasoning),
      };
    }
    messages.push(
      { role: "assistant", content: JSON.stringify(object).slice(0, 20_000) },
      { role: "user", content: mcqRetryPrompt(problems) },
    );
  }
  throw new AppError(
    "AI_ERROR",
    `The AI could not write usable options for this card in ${MCQ_ATTEMPTS} tries (${problems.join("; ").slice(0, 300)}). Nothing was saved. Please try again.`,
  );
}
