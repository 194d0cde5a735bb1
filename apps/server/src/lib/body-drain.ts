import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The most body bytes read and thrown away after an early answer, and for how long. */
export const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
export const DRAIN_MAX_MS = 15_000;

/**
 * Reads the rest of a request body and throws it away, until it ends, the connection closes, or the
 * bounds are passed (then the connection is dropped: the client sends far more than any route takes).
 */
function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let bytes = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", done);
      raw.off("close", done);
      raw.off("error", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("close", done);
    raw.once("error", done);
    raw.resume();
  });
}

/**
 * An answer given before the body was read to its end (413 over the body limit, a 401 or 429 refused
 * before parsing) waits until the client has sent the rest, within DRAIN_MAX_BYTES and DRAIN_MAX_MS.
 * Closing the connection with body bytes still arriving makes the kernel answer them with a reset, which
 * can destroy the 413 before the client reads it; once the body is read, the close is a clean one.
 * `complete` is only false on a real socket (inject's requests have no such flag).
 */
export function registerBodyDrain(app: FastifyInstance): void {
  app.addHook("onSend", async (request, _reply, payload) => {
    const raw = request.raw;
    if (raw.complete !== false || raw.destroyed) return payload;
    const declared = Number(raw.headers["content-length"]);
    if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return payload;
    await drain(raw);
    return payload;
  });
}
