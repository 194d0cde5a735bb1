import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { AI_MESSAGES, type AiStatus } from "@recall/shared";
import type { LanguageModel } from "ai";
import type { Config } from "../../config";

export type ProviderName = "openai" | "anthropic" | "openai-compatible";

export interface AiSetup {
  status: AiStatus;
  /** Present only when configured. */
  model: LanguageModel | null;
  provider: ProviderName | null;
  modelId: string | null;
  /** Provider options that make structured output lenient enough for any schema (see structured.ts). */
  providerOptions: Record<string, Record<string, string | number | boolean>>;
  /** True when the schema cannot travel in the request (json_object mode) and must be put in the prompt. */
  schemaInPrompt: boolean;
}

const COMPATIBLE_NAME = "compatible";

function missing(reason: string): AiSetup {
  return {
    status: {
      configured: false,
      provider: null,
      model: null,
      message: reason ? `${AI_MESSAGES.notConfigured} (${reason})` : AI_MESSAGES.notConfigured,
    },
    model: null,
    provider: null,
    modelId: null,
    providerOptions: {},
    schemaInPrompt: false,
  };
}

/**
 * Builds the AI SDK model named by the config, or explains what is missing. Nothing here calls the
 * network; without a provider every AI route answers 503 AI_NOT_CONFIGURED with the status message.
 */
export function createAiSetup(config: Config): AiSetup {
  const provider = config.AI_PROVIDER;
  if (!provider) return missing("");
  const modelId = config.AI_MODEL?.trim();
  if (!modelId) return missing(`AI_PROVIDER is ${provider} but AI_MODEL is not set`);

  let model: LanguageModel;
  let providerOptions: AiSetup["providerOptions"] = {};
  let schemaInPrompt = false;
  if (provider === "openai") {
    if (!config.OPENAI_API_KEY) return missing("AI_PROVIDER is openai but OPENAI_API_KEY is not set");
    const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.AI_BASE_URL });
    // Chat Completions: supported by OpenAI and by every proxy an AI_BASE_URL may point at.
    model = openai.chat(modelId);
    // Strict mode rejects schemas with optional keys or length limits; zod checks the answer anyway.
    providerOptions = { openai: { strictJsonSchema: false } };
  } else if (provider === "anthropic") {
    if (!config.ANTHROPIC_API_KEY)
      return missing("AI_PROVIDER is anthropic but ANTHROPIC_API_KEY is not set");
    model = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY })(modelId);
  } else {
    if (!config.AI_BASE_URL) return missing("AI_PROVIDER is openai-compatible but AI_BASE_URL is not set");
    const compatible = createOpenAICompatible({
      name: COMPATIBLE_NAME,
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      supportsStructuredOutputs: config.AI_STRUCTURED_OUTPUTS,
    });
    model = compatible.chatModel(modelId);
    providerOptions = { [COMPATIBLE_NAME]: { strictJsonSchema: false } };
    schemaInPrompt = !config.AI_STRUCTURED_OUTPUTS;
  }
  return {
    status: { configured: true, provider, model: modelId, message: null },
    model,
    provider,
    modelId,
    providerOptions,
    schemaInPrompt,
  };
}
