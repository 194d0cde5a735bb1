import {
  AI_LIMITS,
  applyLearnerRequest,
  BRIEF_LANGUAGES,
  Brief,
  type BriefCorrection,
  type DiscoveryBody,
  type DiscoveryBriefOutput,
  DiscoveryTurnOutput,
  EXTRA_LANGUAGES,
  learnerRequest,
} from "@recall/shared";
import type { z } from "zod";
import type { AuthUser } from "../../lib/auth";
import type { AiClient, ChatMessage } from "./ai-client";
import { modelRefusal, screenOrThrow } from "./guidelines";
import { DISCOVERY_SYSTEM } from "./prompts/discovery";

/** A language the model named ("de", "German", "Deutsch") as a supported code; English otherwise. */
export function normalizeLanguage(value: string): Brief["language"] {
  const v = value.trim().toLowerCase();
  const code = v.slice(0, 2);
  if ((BRIEF_LANGUAGES as readonly string[]).includes(v)) return v as Brief["language"];
  const byName = EXTRA_LANGUAGES.find((l) => l.name.toLowerCase() === v || l.native.toLowerCase() === v);
  if (byName) return byName.code;
  if (/^[a-z]{2}[-_]/.test(v) && (BRIEF_LANGUAGES as readonly string[]).includes(code)) {
    return code as Brief["language"];
  }
  return "en";
}

/** The model's brief within the request limits (card count clamped, focus areas trimmed), or null if unusable. */
export function normalizeBrief(out: DiscoveryBriefOutput | null): Brief | null {
  if (!out) return null;
  const { min, max } = AI_LIMITS.cardCount;
  const count = Number.isFinite(out.cardCount) ? Math.round(out.cardCount) : 20;
  const parsed = Brief.safeParse({
    topic: out.topic.trim().slice(0, AI_LIMITS.topicChars),
    knowledgeLevel: out.knowledgeLevel,
    goal: out.goal.trim().slice(0, AI_LIMITS.goalChars),
    cardCount: Math.min(max, Math.max(min, count)),
    focusAreas: [...new Set(out.focusAreas.map((f) => f.trim().slice(0, 200)).filter(Boolean))].slice(
      0,
      AI_LIMITS.focusAreas,
    ),
    language: normalizeLanguage(out.language),
  });
  return parsed.success ? parsed.data : null;
}

/** Alternating turns starting with the user, as every provider accepts them. */
function conversation(body: z.output<typeof DiscoveryBody>): ChatMessage[] {
  const turns: ChatMessage[] = [...body.conversationHistory, { role: "user", content: body.message }];
  const out: ChatMessage[] = [];
  for (const turn of turns) {
    const last = out[out.length - 1];
    if (last && last.role === turn.role) last.content = `${last.content}\n\n${turn.content}`;
    else out.push({ ...turn });
  }
  if (out[0]?.role === "assistant")
    out.unshift({ role: "user", content: "I would like to create a course." });
  return out;
}

/** What the learner wrote in the conversation: the content screen reads it before the model does. */
export function learnerWords(body: z.output<typeof DiscoveryBody>): string[] {
  return [...body.conversationHistory.filter((t) => t.role === "user").map((t) => t.content), body.message];
}

/**
 * POST /ai-content/discovery: one assistant turn; the brief once the conversation is complete. A card
 * count or level the learner wrote replaces the model's reading of it, and `corrections` says so.
 */
export async function runDiscoveryTurn(
  ai: AiClient,
  user: AuthUser,
  body: z.output<typeof DiscoveryBody>,
): Promise<{ response: string; isComplete: boolean; brief: Brief | null; corrections: BriefCorrection[] }> {
  const { object } = await ai.generateStructured({
    schema: DiscoveryTurnOutput,
    schemaName: "discovery_turn",
    system: DISCOVERY_SYSTEM,
    messages: conversation(body),
    kind: "discovery",
    userId: user.id,
    maxOutputTokens: 1200,
  });
  if (object.refused) throw modelRefusal(object.response);
  const modelBrief = object.isComplete ? normalizeBrief(object.brief) : null;
  if (!modelBrief)
    return { response: object.response.trim(), isComplete: false, brief: null, corrections: [] };
  screenOrThrow(modelBrief.topic, modelBrief.goal, ...modelBrief.focusAreas);
  const { brief, corrections } = applyLearnerRequest(modelBrief, learnerRequest(learnerWords(body)));
  return { response: object.response.trim(), isComplete: true, brief, corrections };
}
