import { AI_MESSAGES, type AiStatus, type AiUsage } from "@recall/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { monthlySpend, monthWindow, releaseStaleReservations } from "./budget";
import { Limiter } from "./limiter";
import {
  costMicros,
  type ModelPrice,
  microsToUsd,
  parsePriceOverrides,
  priceFor,
  usdToMicros,
} from "./pricing";
import { type AiSetup, createAiSetup } from "./provider";
import { runStructuredCall, type StructuredRequest, type StructuredResult } from "./structured-call";

export type { ChatMessage, StructuredRequest, StructuredResult } from "./structured-call";

/** The AI layer handed to routes and jobs: status, budget, and structured generation. */
export interface AiClient {
  readonly setup: AiSetup;
  readonly price: ModelPrice;
  readonly budgetMicros: number;
  /** How long a reservation can legitimately stay open; older ones are a killed process's. */
  readonly staleAfterMs: number;
  status(): AiStatus;
  /** Throws 503 AI_NOT_CONFIGURED unless a provider is configured. */
  requireConfigured(): void;
  generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>>;
  /** The most a call with this input and output limit can cost, in micro-dollars. */
  maxCostMicros(inputText: string, maxOutputTokens: number): number;
  usage(userId: string): Promise<AiUsage>;
  /** Throws BUDGET_EXCEEDED when the user cannot afford `micros` right now (a pre-check; calls reserve anyway). */
  requireAffordable(userId: string, micros: number): Promise<void>;
  releaseStaleReservations(): Promise<number>;
}

export interface AiClientDeps {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests inject a setup; production builds it from the config. */
  setup?: AiSetup;
}

export function createAiClient({ config, db, log, setup = createAiSetup(config) }: AiClientDeps): AiClient {
  const overrides = parsePriceOverrides(config.AI_PRICES_JSON);
  const priced = priceFor(setup.provider ?? "openai-compatible", setup.modelId ?? "", overrides);
  if (setup.status.configured && !priced.known) {
    log.warn(
      { provider: setup.provider, model: setup.modelId, price: priced },
      "no price known for this model; set AI_PRICES_JSON to charge it correctly",
    );
  }
  const price: ModelPrice = { input: priced.input, output: priced.output };
  // Provider warnings go to our log. json_object mode's "schema not supported" is expected: the
  // schema travels in the prompt instead.
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings, provider, model }) => {
    const relevant = warnings.filter(
      (w) => !(setup.schemaInPrompt && "feature" in w && w.feature === "responseFormat"),
    );
    if (relevant.length) log.warn({ provider, model, warnings: relevant }, "AI provider warnings");
  };
  const limiter = new Limiter(config.AI_CONCURRENCY);
  const budgetMicros = usdToMicros(config.AI_MONTHLY_BUDGET_USD);
  const staleAfterMs =
    config.AI_TIMEOUT_MS * (config.AI_MAX_RETRIES + 1) + 60_000 * config.AI_MAX_RETRIES + 5 * 60_000;

  const maxCostMicros = (inputText: string, maxOutputTokens: number) =>
    costMicros(price, {
      // A token is at least one byte, so the UTF-8 size bounds the input tokens; +500 covers what a
      // provider adds around the prompt (message framing, its structured-output instructions).
      inputTokens: Buffer.byteLength(inputText, "utf8") + 500,
      outputTokens: maxOutputTokens,
    });

  const client: AiClient = {
    setup,
    price,
    budgetMicros,
    staleAfterMs,
    status: () => setup.status,
    requireConfigured() {
      if (!setup.status.configured) {
        throw new AppError("AI_NOT_CONFIGURED", setup.status.message ?? AI_MESSAGES.notConfigured);
      }
    },
    async generateStructured<T>(request: StructuredRequest<T>) {
      client.requireConfigured();
      return limiter.run(
        () =>
          runStructuredCall(request, {
            db,
            config,
            setup,
            price,
            budgetMicros,
            staleAfterMs,
            maxCostMicros,
            log,
          }),
        request.signal,
      );
    },
    maxCostMicros,
    async usage(userId) {
      const spend = await monthlySpend(db, userId, staleAfterMs);
      const remaining = Math.max(0, budgetMicros - spend.settledMicros - spend.reservedMicros);
      return {
        totalSpent: microsToUsd(spend.settledMicros),
        monthlyBudget: config.AI_MONTHLY_BUDGET_USD,
        remaining: microsToUsd(remaining),
        canGenerate: remaining > 0,
        generations: spend.generations,
        resetsAt: monthWindow().end.toISOString(),
      };
    },
    async requireAffordable(userId, micros) {
      const spend = await monthlySpend(db, userId, staleAfterMs);
      if (spend.settledMicros + spend.reservedMicros + micros > budgetMicros) {
        throw new AppError("BUDGET_EXCEEDED", AI_MESSAGES.budgetExceeded);
      }
    },
    releaseStaleReservations: () => releaseStaleReservations(db, staleAfterMs),
  };
  return client;
}
