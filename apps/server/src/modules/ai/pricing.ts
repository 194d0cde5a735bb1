import { z } from "zod";

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/**
 * List prices of common models (USD per million tokens, standard tier, checked mid-2025). A model id
 * matches its longest listed prefix, so dated ids ("gpt-4o-2024-08-06", "claude-3-5-haiku-20241022")
 * and "-latest" aliases find their family. AI_PRICES_JSON overrides or extends the table.
 */
export const DEFAULT_PRICES: Record<string, ModelPrice> = {
  "gpt-4o": { input: 2.5, output: 10 },
  "gpt-4o-mini": { input: 0.15, output: 0.6 },
  "gpt-4.1": { input: 2, output: 8 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4 },
  "gpt-4": { input: 30, output: 60 },
  "gpt-4-turbo": { input: 10, output: 30 },
  "gpt-3.5-turbo": { input: 0.5, output: 1.5 },
  "gpt-5": { input: 1.25, output: 10 },
  "gpt-5-mini": { input: 0.25, output: 2 },
  "gpt-5-nano": { input: 0.05, output: 0.4 },
  o1: { input: 15, output: 60 },
  "o1-mini": { input: 1.1, output: 4.4 },
  o3: { input: 2, output: 8 },
  "o3-mini": { input: 1.1, output: 4.4 },
  "o4-mini": { input: 1.1, output: 4.4 },
  "claude-3-haiku": { input: 0.25, output: 1.25 },
  "claude-3-opus": { input: 15, output: 75 },
  "claude-3-5-haiku": { input: 0.8, output: 4 },
  "claude-3-5-sonnet": { input: 3, output: 15 },
  "claude-3-7-sonnet": { input: 3, output: 15 },
  "claude-haiku-4": { input: 1, output: 5 },
  "claude-sonnet-4": { input: 3, output: 15 },
  "claude-opus-4": { input: 15, output: 75 },
  "claude-opus-4-5": { input: 5, output: 25 },
};

/**
 * What an unknown model costs. A hosted provider is never free, so an unlisted OpenAI or Anthropic model
 * is charged like a mid-range one of that vendor (the budget stays meaningful); an unlisted model on an
 * OpenAI-compatible server (Ollama, vLLM, llama.cpp) is usually local and costs 0 unless priced.
 */
const FALLBACK: Record<string, ModelPrice> = {
  openai: { input: 2.5, output: 10 },
  anthropic: { input: 3, output: 15 },
  "openai-compatible": { input: 0, output: 0 },
};

const PricesJson = z.record(
  z.string(),
  z.object({ input: z.number().min(0).max(10_000), output: z.number().min(0).max(10_000) }),
);

/** Parses AI_PRICES_JSON; a bad value is a start-up error naming the variable. */
export function parsePriceOverrides(json: string | undefined): Record<string, ModelPrice> {
  if (!json?.trim()) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('AI_PRICES_JSON is not valid JSON (expected {"model":{"input":0.5,"output":1.5}})');
  }
  const parsed = PricesJson.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `AI_PRICES_JSON: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message} (expected {"model":{"input":0.5,"output":1.5}}, USD per million tokens)`,
    );
  }
  return parsed.data;
}

/** The price of `model`: an override, else the longest matching prefix of the table, else the provider fallback. */
export function priceFor(
  provider: string,
  model: string,
  overrides: Record<string, ModelPrice> = {},
): ModelPrice & { known: boolean } {
  const id = model.toLowerCase().replace(/^(openai|anthropic)\//, "");
  if (overrides[model]) return { ...overrides[model], known: true };
  const table = { ...DEFAULT_PRICES, ...overrides };
  let best: string | null = null;
  for (const key of Object.keys(table)) {
    const k = key.toLowerCase();
    if ((id === k || id.startsWith(`${k}-`) || id.startsWith(`${k}:`)) && (!best || k.length > best.length)) {
      best = key;
    }
  }
  if (best) return { ...table[best]!, known: true };
  return { ...(FALLBACK[provider] ?? { input: 0, output: 0 }), known: false };
}

/** Cost in millionths of a dollar: tokens x USD-per-million is exactly micro-dollars. */
export function costMicros(price: ModelPrice, usage: { inputTokens: number; outputTokens: number }): number {
  return Math.ceil(usage.inputTokens * price.input + usage.outputTokens * price.output);
}

export const microsToUsd = (micros: number) => Math.round(micros) / 1_000_000;
export const usdToMicros = (usd: number) => Math.round(usd * 1_000_000);
