import { type CardFields, generatedCardWire, RelatedCardOutput, type Relationship } from "@recall/shared";
import type { GenerationKind } from "../../db/schema/index";
import { AppError } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { type CourseFaces, checkGeneratedCard } from "../ai/index";
import { RELATED_CARD_SYSTEM, type RelatedCardBrief, relatedCardPrompt } from "./related.prompts";

/** Model calls per related card: the first, and one more with what was wrong. */
export const RELATED_ATTEMPTS = 2;
const MAX_OUTPUT_TOKENS = 2500;

export interface WrittenRelatedCard {
  /** Checked and normalised by the shared card rules; not stored yet. */
  card: CardFields & { topic: string; level: string };
  relationship: Relationship;
  rationale: string;
  costMicros: number;
}

export interface WriteScope {
  userId: string;
  kind: GenerationKind;
  /** The new card's topic: the source card's. */
  topic: string;
  /** The course's faces: a card repeating one is refused and asked again. */
  faces: CourseFaces;
  /**
   * The type a batch's quota asks of this card (shared card-quota): sent in the schema, and a basic card
   * where a multiple-choice one was asked is refused and asked again. Unset: the model's choice.
   */
  type?: "mcq" | "basic";
}

/**
 * One related card: a structured call (the AI client reserves its cost against the budget first), the
 * card checks every generated card passes (card-checks.ts: fields present, a valid MCQ, no repeated
 * question, the shared card rules), and one more call with the problems when it fails them. The level is
 * the requested target level, whatever the model wrote. Throws 502 AI_ERROR when no usable card came back.
 */
export async function writeRelatedCard(
  ai: AiClient,
  brief: RelatedCardBrief,
  scope: WriteScope,
): Promise<WrittenRelatedCard> {
  let problems: string[] = [];
  let costMicros = 0;
  for (let attempt = 1; attempt <= RELATED_ATTEMPTS; attempt += 1) {
    const { object, costMicros: cost } = await ai.generateStructured({
      schema: RelatedCardOutput,
      ...(scope.type
        ? {
            wireSchema: RelatedCardOutput.extend({
              card: generatedCardWire({ mcq: scope.type === "mcq", basic: scope.type === "basic" }),
            }),
          }
        : {}),
      schemaName: "related_card",
      system: RELATED_CARD_SYSTEM,
      prompt: relatedCardPrompt(brief, problems),
      kind: scope.kind,
      userId: scope.userId,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    });
    costMicros += cost;
    const level = brief.options.targetLevel;
    const verdict = checkGeneratedCard(
      { ...object.card, level },
      { topic: scope.topic, defaultLevel: level, faces: scope.faces },
    );
    if (verdict.ok && scope.type === "mcq" && verdict.card.type !== "mcq") {
      problems = [
        `"${verdict.card.face.slice(0, 80)}": written as basic where a multiple-choice card was asked`,
      ];
      continue;
    }
    if (verdict.ok) {
      return {
        card: { ...verdict.card, topic: scope.topic, level },
        relationship: object.relationship,
        rationale: object.rationale.trim().slice(0, 1000),
        costMicros,
      };
    }
    if (!verdict.ok) problems = [verdict.problem];
  }
  throw new AppError(
    "AI_ERROR",
    `The AI could not write a usable card for "${brief.concept.name.slice(0, 80)}" in ${RELATED_ATTEMPTS} tries (${problems.join("; ").slice(0, 300)}). Nothing was saved. Please try again.`,
  );
}
