import {
  answerKey,
  containsWords,
  describeMcqIssue,
  type GenerateMcqBody,
  IMPROVE_MESSAGES,
  type McqSuggestion,
  McqSuggestionOutput,
  mcqSuggestionIssues,
  normalizeReasoning,
  repairMcqSuggestion,
  reviewableOptions,
  suggestionConfidence,
  textKey,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { badRequestOn, conflict, notFound } from "../../lib/errors";
import type { AiClient, ChatMessage } from "../ai/index";
import { MCQ_OPTIONS_SYSTEM, mcqOptionsPrompt, mcqRetryPrompt } from "../ai/index";
import { type CardRow, findCardOfCourse, requireOwnedCourse } from "../courses/index";

/** Model calls per suggestion: the first, and up to 2 more while its options fail the checks. */
export const MCQ_ATTEMPTS = 3;
const MAX_OUTPUT_TOKENS = 800;

export const MCQ_GIVEAWAY_MESSAGE =
  "The question already contains its answer, so any options would give it away. Edit the question first.";

export interface SuggestionDeps {
  db: Database;
  ai: AiClient;
}

/** The card to write options for, with the context the prompt names (the course's name unless the body says). */
export interface McqSubject {
  card: CardRow;
  context: string;
}

/**
 * The owner's card (404 for another user's course or a card not in it), refused when it changed since the
 * client read it (409) or its question gives the answer away (400). Read once per request: the route's
 * preflight screens the card and its context before the model reads them.
 */
export async function loadMcqSubject(
  db: Database,
  user: AuthUser,
  courseId: string,
  cardId: string,
  body: z.output<typeof GenerateMcqBody>,
): Promise<McqSubject> {
  const course = await requireOwnedCourse(db, courseId, user.id);
  const card = await findCardOfCourse(db, courseId, cardId);
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
  return { card, context };
}

/**
 * POST /courses/:id/cards/:cardId/generate-mcq (requirements C7): options for the stored card, checked by the
 * app (`mcqSuggestionIssues`: 4 distinct non-blank options, the correct one the card's answer, nothing
 * given away by the question) and asked again with what was wrong, at most `MCQ_ATTEMPTS` calls in all.
 * When no answer passes, the one with the fewest issues is returned with its issues and a low confidence,
 * for the owner to fix, approve or reject (docs/decisions/improve-course.md). Confidence and reasoning get
 * their defaults (requirements C3). Stores nothing: the owner approves with PATCH .../mcq-options. Every call
 * reserves its cost against the budget first.
 */
export async function suggestMcqOptions(
  { ai }: SuggestionDeps,
  user: AuthUser,
  { card, context }: McqSubject,
): Promise<McqSuggestion> {
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
  let best: McqSuggestion | null = null;
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
    const issues = mcqSuggestionIssues({ face: card.face, back: card.back, ...repaired });
    // The owner sees the options shaped for review (blank ones added...), marked where they still fail.
    const shaped = reviewableOptions(repaired.options, repaired.answerIndex);
    const problems = issues.length
      ? mcqSuggestionIssues({ face: card.face, back: card.back, ...shaped })
      : [];
    if (!best || problems.length <= best.problems.length) {
      best = {
        mcqOptions: shaped.options,
        mcqCorrectIndex: shaped.answerIndex,
        confidence: suggestionConfidence(object.confidence, problems),
        reasoning: normalizeReasoning(object.reasoning),
        problems,
      };
    }
    if (problems.length === 0) break;
    messages.push(
      { role: "assistant", content: JSON.stringify(object).slice(0, 20_000) },
      { role: "user", content: mcqRetryPrompt(issues.map(describeMcqIssue)) },
    );
  }
  return best!;
}
