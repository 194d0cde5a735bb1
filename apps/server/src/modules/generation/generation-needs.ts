import type { GenerateCourseBody } from "@recall/shared";
import type { z } from "zod";
import {
  type AiClient,
  type AiRequestNeeds,
  courseOutlinePrompt,
  OUTLINE_SYSTEM,
  outlineMaxTokens,
} from "../ai/index";
import type { MaterialRow } from "../materials/index";

/**
 * What POST /ai-content/generate sends to the model: the brief, its syllabus context and the owned material
 * are screened like each other; the outline call is the first call, so the request fails fast when not even
 * it fits (every later call of the job still reserves its own maximum).
 */
export function courseGenerationNeeds(
  ai: Pick<AiClient, "maxCostMicros">,
  body: z.output<typeof GenerateCourseBody>,
  material: MaterialRow | null,
): AiRequestNeeds {
  const { brief, syllabusContext } = body;
  return {
    screen: [
      brief.topic,
      brief.goal,
      ...brief.focusAreas,
      syllabusContext?.mainTopic,
      syllabusContext?.subtopic,
      syllabusContext?.description,
      material?.text,
    ],
    firstCallMicros: ai.maxCostMicros(
      OUTLINE_SYSTEM + courseOutlinePrompt({ brief, syllabusContext }, material?.passages),
      outlineMaxTokens(brief.cardCount),
    ),
  };
}
