/**
 * What a failed AI call tells its caller and the user: the invalid-answer and cancelled errors, why an
 * answer did not fit its schema (in words the model can act on in its repair attempt), and the user's
 * message for a provider failure.
 */
import { stripUnsafeText } from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import { AppError } from "../../lib/errors";
import { WorkInterrupted } from "../../lib/interrupted";
import type { classifyFailure } from "./retry";

/**
 * The model answered twice, but never with JSON that fits the schema (502 AI_ERROR). Its own class so a
 * caller that can live with an empty answer (the card top-up) tells it from a provider failure.
 */
export class AiInvalidAnswer extends AppError {
  constructor(problem: string) {
    super(
      "AI_ERROR",
      `The AI model returned an invalid answer twice (${problem.slice(0, 300)}). Please try again.`,
    );
    this.name = "AiInvalidAnswer";
  }
}

/** Thrown when a call is cancelled by shutdown: not a failure of the job, which resumes later. */
export class AiCallAborted extends WorkInterrupted {
  constructor() {
    super("The AI call was cancelled because the process is stopping.");
    this.name = "AiCallAborted";
  }
}

/** Why an answer was unusable, in words the model can act on (first issues only); stored, so made storable. */
export function describeInvalid<T>(schema: z.ZodType<T>, text: string | undefined): string {
  return stripUnsafeText(problemOf(schema, text));
}

function problemOf<T>(schema: z.ZodType<T>, text: string | undefined): string {
  if (!text?.trim()) return "the answer was empty";
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return `the answer is not valid JSON (${(err as Error).message})`;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return "the answer did not match the schema";
  return parsed.error.issues
    .slice(0, 8)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

/** What the user reads when the provider could not be reached at all (refused, reset, unknown host). */
export const AI_UNREACHABLE_MESSAGE = "The AI provider could not be reached. Please try again later.";

/**
 * The user's message for a failed call. It keeps the HTTP status the provider answered with, but never the
 * transport's own words (`connect ECONNREFUSED 127.0.0.1:8080`, host names, error codes): those name the
 * server's internal network and go to the log and the call ledger only.
 */
export function toAppError(
  failure: ReturnType<typeof classifyFailure>,
  config: Config,
  retries: number,
): Error {
  switch (failure.kind) {
    case "aborted":
      return new AiCallAborted();
    case "timeout": {
      const seconds = Math.round(config.AI_TIMEOUT_MS / 1000);
      return new AppError(
        "AI_ERROR",
        `The AI provider did not answer within ${seconds} second${seconds === 1 ? "" : "s"}. Please try again.`,
      );
    }
    case "retryable":
      return new AppError(
        "AI_ERROR",
        failure.status === 429
          ? `The AI provider is rate limiting requests (HTTP 429) and did not recover after ${retries} retries. Please try again in a minute.`
          : failure.status
            ? `The AI provider failed (HTTP ${failure.status}) after ${retries} retries. Please try again later.`
            : AI_UNREACHABLE_MESSAGE,
      );
    case "fatal":
      return new AppError(
        "AI_ERROR",
        failure.status === 401 || failure.status === 403
          ? `The AI provider rejected the server's credentials (HTTP ${failure.status}). The administrator needs to check the API key.`
          : failure.status
            ? `The AI provider refused the request (HTTP ${failure.status}): ${failure.message.slice(0, 300)}`
            : "The AI request failed. Please try again later.",
      );
  }
}
