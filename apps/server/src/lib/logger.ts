import pino from "pino";

/**
 * Properties of database errors that hold the values of a statement: the bound parameters (Drizzle's
 * DrizzleQueryError, PGlite's errors) and PostgreSQL's `detail` ("Failing row contains (..., email, hash)",
 * "Key (email)=(...) already exists"). A failed query is logged with its statement and error, never these.
 */
const VALUE_KEYS = new Set(["params", "parameters", "queryOptions", "detail"]);

/** Drizzle wraps a failed query as `Failed query: <sql>\nparams: <values>`: keep the statement only. */
function safeMessage(err: Error & { query?: unknown }): string {
  if (typeof err.query === "string" && err.message.startsWith("Failed query:")) {
    return `Failed query: ${err.query}`;
  }
  return err.message;
}

/** A copy of the error and its causes without any statement parameter, also out of message and stack. */
export function withoutQueryValues(err: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(err)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(err)) if (!VALUE_KEYS.has(key)) copy[key] = value;
  const message = safeMessage(err);
  Object.defineProperty(copy, "message", { value: message, writable: true, configurable: true });
  // The stack starts with "Name: message", which would repeat the parameters: keep only the frames.
  const frames = (err.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  Object.defineProperty(copy, "stack", {
    value: [`${err.name}: ${message}`, ...frames].join("\n"),
    writable: true,
    configurable: true,
  });
  if (err.cause instanceof Error && depth < 10) copy.cause = withoutQueryValues(err.cause, depth + 1);
  return copy;
}

/** pino's error serializer, run on the error without its statement parameters. */
function serializeError(err: unknown) {
  return pino.stdSerializers.err(err instanceof Error ? withoutQueryValues(err) : (err as Error));
}

/** Serializers of every logger of the server (Fastify's and the worker's). */
export const logSerializers = { err: serializeError, error: serializeError };
