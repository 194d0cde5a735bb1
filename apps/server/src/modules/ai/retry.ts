import { APICallError } from "ai";

/** What went wrong with one HTTP call to the provider, as far as retrying is concerned. */
export type CallFailure =
  | { kind: "retryable"; status: number | null; retryAfterMs: number | null; message: string }
  | { kind: "timeout"; message: string }
  | { kind: "aborted"; message: string }
  | { kind: "fatal"; status: number | null; message: string };

const MAX_RETRY_AFTER_MS = 60_000;

/** Retry-After in seconds or as an HTTP date; also OpenAI's retry-after-ms. */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  now = Date.now(),
): number | null {
  if (!headers) return null;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower["retry-after-ms"]);
  if (lower["retry-after-ms"] && Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  const value = lower["retry-after"];
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(value);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
  return null;
}

function providerMessage(err: APICallError): string {
  const body = err.responseBody?.slice(0, 300).trim();
  return body ? `${err.message} ${body}` : err.message;
}

/** Sorts an error thrown by the AI SDK for one attempt. `timedOut` / `aborted` come from our own signals. */
export function classifyFailure(err: unknown, signals: { timedOut: boolean; aborted: boolean }): CallFailure {
  if (signals.aborted) return { kind: "aborted", message: "The AI call was cancelled." };
  if (signals.timedOut) return { kind: "timeout", message: "timeout" };
  if (APICallError.isInstance(err)) {
    const status = err.statusCode ?? null;
    if (status === 429 || (status !== null && status >= 500) || (status === null && err.isRetryable)) {
      return {
        kind: "retryable",
        status,
        retryAfterMs: parseRetryAfter(err.responseHeaders),
        message: providerMessage(err),
      };
    }
    return { kind: "fatal", status, message: providerMessage(err) };
  }
  const message = err instanceof Error ? err.message : String(err);
  // fetch() failures (connection refused or reset) carry no status and are worth another try.
  if (
    err instanceof TypeError &&
    /fetch failed|network|ECONN|socket/i.test(`${message} ${String(err.cause)}`)
  ) {
    return { kind: "retryable", status: null, retryAfterMs: null, message };
  }
  return { kind: "fatal", status: null, message };
}

/** Exponential backoff with full jitter: a random wait in [0, base * 2^attempt], at least 100 ms. */
export function backoffMs(attempt: number, retryAfterMs: number | null, baseMs = 500): number {
  if (retryAfterMs !== null) return retryAfterMs;
  const cap = Math.min(baseMs * 2 ** attempt, 20_000);
  return Math.max(100, Math.round(Math.random() * cap));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
