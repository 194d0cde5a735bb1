import { stripUnsafeText, stripUnsafeTextDeep } from "@recall/shared";
import {
  type FlexibleSchema,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  jsonSchema as toSchema,
  zodSchema,
} from "ai";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { GenerationKind } from "../../db/schema/index";
import { AiCallAborted, AiInvalidAnswer, describeInvalid, toAppError } from "./ai-call-errors";
import { reserveCall, settleCall } from "./budget";
import { costMicros, type ModelPrice } from "./pricing";
import type { AiSetup } from "./provider";
import { backoffMs, classifyFailure, sleep } from "./retry";

export interface StructuredRequest<T> {
  /** The zod schema of the answer (from packages/shared/contracts/ai-outputs): what the answer is parsed with. */
  schema: ZodLike<T>;
  /**
   * The schema sent to the model when it should say more than the parse accepts (exact counts, narrowed
   * types, e.g. shared `cardBatchWire`); the answer is still parsed with `schema`, so a provider that
   * ignores the constraints is caught by the app's own checks. Defaults to `schema`.
   */
  wireSchema?: ZodLike<unknown>;
  schemaName: string;
  system: string;
  /** A single user prompt, or a whole conversation. */
  prompt?: string;
  messages?: ChatMessage[];
  kind: GenerationKind;
  userId: string;
  jobId?: string | null;
  maxOutputTokens: number;
  /** Cancels the call (shutdown); a cancelled call throws AiCallAborted. */
  signal?: AbortSignal;
}

export interface StructuredResult<T> {
  object: T;
  inputTokens: number;
  outputTokens: number;
  costMicros: number;
  /** HTTP calls made, retries and the repair attempt included. */
  calls: number;
}

export type ZodLike<T> = z.ZodType<T>;
export type ChatMessage = { role: "user" | "assistant"; content: string };

interface CallContext {
  db: Database;
  config: Config;
  setup: AiSetup;
  price: ModelPrice;
  budgetMicros: number;
  staleAfterMs: number;
  maxCostMicros(inputText: string, maxOutputTokens: number): number;
  /** Where the provider's own words go (addresses, error codes): never to the user. */
  log: FastifyBaseLogger;
}

type Attempt<T> =
  | { ok: true; object: T; inputTokens: number; outputTokens: number; cost: number; calls: number }
  | {
      ok: false;
      text: string;
      problem: string;
      inputTokens: number;
      outputTokens: number;
      cost: number;
      calls: number;
    };

/**
 * One logical structured call: a first attempt, and one repair attempt if the answer is not valid JSON for
 * the schema. Every HTTP attempt reserves its maximum cost, and settles the real one (docs/decisions/ai-budget.md).
 */
export async function runStructuredCall<T>(
  request: StructuredRequest<T>,
  ctx: CallContext,
): Promise<StructuredResult<T>> {
  const wire = zodSchema(request.wireSchema ?? request.schema).jsonSchema;
  const jsonSchema = JSON.stringify(wire);
  const system = ctx.setup.schemaInPrompt
    ? `${request.system}\n\nAnswer with a single JSON object, and nothing else, that matches this JSON schema:\n${jsonSchema}`
    : `${request.system}\n\nAnswer with a single JSON object that matches the requested schema.`;
  let messages: ChatMessage[] = request.messages ?? [{ role: "user", content: request.prompt ?? "" }];
  let totals = { inputTokens: 0, outputTokens: 0, cost: 0, calls: 0 };

  for (const pass of ["first", "repair"] as const) {
    const attempt = await attemptCall(request, ctx, system, messages, jsonSchema);
    totals = {
      inputTokens: totals.inputTokens + attempt.inputTokens,
      outputTokens: totals.outputTokens + attempt.outputTokens,
      cost: totals.cost + attempt.cost,
      calls: totals.calls + attempt.calls,
    };
    if (attempt.ok) {
      return {
        object: attempt.object,
        inputTokens: totals.inputTokens,
        outputTokens: totals.outputTokens,
        costMicros: totals.cost,
        calls: totals.calls,
      };
    }
    if (pass === "repair") throw new AiInvalidAnswer(attempt.problem);
    messages = [
      ...messages,
      { role: "assistant", content: attempt.text.slice(0, 20_000) || "(empty answer)" },
      {
        role: "user",
        content: `Your answer could not be used: ${attempt.problem}. Reply again with only the corrected JSON object that matches the schema; keep everything that was right.`,
      },
    ];
  }
  throw new Error("unreachable");
}

async function attemptCall<T>(
  request: StructuredRequest<T>,
  ctx: CallContext,
  system: string,
  messages: ChatMessage[],
  jsonSchema: string,
): Promise<Attempt<T>> {
  const { config, setup, db } = ctx;
  const inputText = system + JSON.stringify(messages) + jsonSchema;
  const reservationId = await reserveCall(
    db,
    {
      userId: request.userId,
      kind: request.kind,
      provider: setup.provider!,
      model: setup.modelId!,
      jobId: request.jobId,
      maxMicros: ctx.maxCostMicros(inputText, request.maxOutputTokens),
    },
    ctx.budgetMicros,
    ctx.staleAfterMs,
  );
  const started = performance.now();
  const settle = (
    status: "succeeded" | "failed",
    input: number,
    output: number,
    error?: string,
    usageEstimated = false,
  ) =>
    settleCall(db, reservationId, {
      status,
      inputTokens: input,
      outputTokens: output,
      costMicros: costMicros(ctx.price, { inputTokens: input, outputTokens: output }),
      durationMs: performance.now() - started,
      error: error === undefined ? undefined : stripUnsafeText(error),
      usageEstimated,
    });

  // The model answered, but not with usable JSON (or with nothing at all): its tokens were spent.
  const invalid = async (
    usage: { inputTokens?: number; outputTokens?: number } | undefined,
    text: string | undefined,
    calls: number,
  ): Promise<Attempt<T>> => {
    const { input, output, estimated } = tokensSpent(usage, inputText, text);
    const problem = describeInvalid(request.schema, text);
    await settle("failed", input, output, `invalid answer: ${problem}`, estimated);
    const cost = costMicros(ctx.price, { inputTokens: input, outputTokens: output });
    return { ok: false, text: text ?? "", problem, inputTokens: input, outputTokens: output, cost, calls };
  };

  for (let retry = 0; ; retry++) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), config.AI_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([timeout.signal, request.signal]) : timeout.signal;
    try {
      // generateText with a structured output (the AI SDK's replacement for generateObject): the schema
      // goes out as the response format, and the answer comes back parsed and checked against it.
      const result = await generateText({
        model: setup.model!,
        output: Output.object({ schema: outputSchema(request), name: request.schemaName }),
        system,
        messages,
        maxOutputTokens: request.maxOutputTokens,
        maxRetries: 0,
        abortSignal: signal,
        providerOptions: setup.providerOptions,
      });
      let object: T;
      try {
        object = result.output; // throws NoOutputGeneratedError when the model wrote nothing
      } catch (err) {
        if (!NoOutputGeneratedError.isInstance(err)) throw err;
        return await invalid(result.usage, result.text, retry + 1);
      }
      const { input, output, estimated } = tokensSpent(result.usage, inputText, result.text);
      await settle("succeeded", input, output, undefined, estimated);
      const cost = costMicros(ctx.price, { inputTokens: input, outputTokens: output });
      return {
        ok: true,
        // The model's text is stored: NUL and unpaired surrogates would fail the write (docs/decisions/input-text.md).
        object: stripUnsafeTextDeep(object) as T,
        inputTokens: input,
        outputTokens: output,
        cost,
        calls: retry + 1,
      };
    } catch (err) {
      if (NoObjectGeneratedError.isInstance(err) && !timeout.signal.aborted && !request.signal?.aborted) {
        return await invalid(err.usage, err.text, retry + 1);
      }
      const failure = classifyFailure(err, {
        timedOut: timeout.signal.aborted,
        aborted: request.signal?.aborted ?? false,
      });
      if (failure.kind === "retryable" && retry < config.AI_MAX_RETRIES) {
        try {
          await sleep(backoffMs(retry, failure.retryAfterMs), request.signal);
        } catch {
          await settle("failed", 0, 0, "cancelled during backoff");
          throw new AiCallAborted();
        }
        continue;
      }
      await settle("failed", 0, 0, `${failure.kind}: ${failure.message}`);
      ctx.log.warn({ failure, retries: retry }, "AI provider call failed");
      throw toAppError(failure, config, retry);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The tokens a call spent: the provider's usage, or, when it reports none (an OpenAI-compatible server
 * without `usage`), the app's estimate of characters / 4 for the prompt and the answer, marked estimated.
 * So such a call is charged at the configured price and the budget moves (docs/decisions/ai-budget.md).
 */
export function tokensSpent(
  usage: { inputTokens?: number; outputTokens?: number } | undefined,
  inputText: string,
  outputText: string | undefined,
): { input: number; output: number; estimated: boolean } {
  const reported = usage?.inputTokens !== undefined || usage?.outputTokens !== undefined;
  if (reported) return { input: usage?.inputTokens ?? 0, output: usage?.outputTokens ?? 0, estimated: false };
  return {
    input: Math.ceil(inputText.length / 4),
    output: Math.ceil((outputText ?? "").length / 4),
    estimated: true,
  };
}

/**
 * The schema handed to the AI SDK: the request's own, or its wire schema (sent) validated by the lenient
 * parse schema (kept), so a constraint the model missed leaves the card to the app's checks instead of
 * failing the whole answer.
 */
function outputSchema<T>(request: StructuredRequest<T>): FlexibleSchema<T> {
  if (!request.wireSchema) return request.schema;
  return toSchema<T>(zodSchema(request.wireSchema).jsonSchema as Parameters<typeof toSchema>[0], {
    validate: (value) => {
      const parsed = request.schema.safeParse(value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  });
}
