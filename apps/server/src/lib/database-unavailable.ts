/**
 * Whether an error means the database cannot be reached or takes no more connections right now: the
 * request was fine and the same request will likely work in a few seconds, so it is a 503 with
 * Retry-After, not a 500. Looks through wrappers (Drizzle's query error keeps the driver's as `cause`).
 */

/** SQLSTATEs: class 08 (connection exception), too many connections, server shutting down or starting. */
const UNAVAILABLE_STATES = new Set(["53300", "57P01", "57P02", "57P03"]);
/** Socket errors on the way to the database server. */
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** node-postgres's own words for a connection lost or never made (it gives these no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|too many clients/i;

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The service is busy right now. Please try again in a few seconds.";

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    const { code, message, cause, errors } = next as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_STATES.has(code))) return true;
    if (typeof code === "string" && UNAVAILABLE_ERRNOS.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
