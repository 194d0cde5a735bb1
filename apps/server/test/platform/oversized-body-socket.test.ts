import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * A body over the limit, sent over a real socket the way a simple client does (write the whole body, then
 * read the answer): the client must always read the 413 and its message, never a connection reset. A
 * server that answers and closes while body bytes are still arriving makes the kernel reset the
 * connection, which can destroy the answer before the client reads it; so this client also requires that
 * its whole body was taken. The race only exists over TCP: this test listens on a port instead of inject.
 */
const LIMIT = 256 * 1024;
const TRIES = 25;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(LIMIT) });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  answer: string;
  /** The socket error the client met (EPIPE, ECONNRESET), if any. */
  error?: string;
  /** Bytes of the body written before the end or an error. */
  written: number;
}

/** Sends `size` body bytes in 16 KB writes, each after the previous one was taken, then reads to the end. */
function send(path: string, size: number, chunked: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let written = 0;
    let error: string | undefined;
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      answer += text;
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      error ??= err.code ?? String(err);
    });
    socket.on("close", () => resolve({ answer, written, ...(error ? { error } : {}) }));
    const framing = chunked ? "transfer-encoding: chunked" : `content-length: ${size}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n${framing}\r\nconnection: close\r\n\r\n`,
    );
    const piece = Buffer.alloc(16 * 1024, "x");
    const next = () => {
      if (socket.destroyed) return;
      if (written >= size) return void socket.end(chunked ? "0\r\n\r\n" : "");
      const part = piece.subarray(0, Math.min(piece.length, size - written));
      const framed = chunked
        ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")])
        : part;
      written += part.length;
      socket.write(framed, () => setImmediate(next));
    };
    next();
  });
}

describe("a body over BODY_LIMIT_BYTES over a real socket", () => {
  for (const chunked of [false, true])
    it(`always answers 413 with the message after taking the whole body (${TRIES} tries, ${chunked ? "chunked" : "Content-Length"})`, async () => {
      const size = 2 * LIMIT;
      const wrong: Outcome[] = [];
      for (let i = 0; i < TRIES; i++) {
        const outcome = await send("/api/auth/signup", size, chunked);
        const ok =
          outcome.answer.startsWith("HTTP/1.1 413") &&
          outcome.answer.includes("The request body is too large.") &&
          outcome.error === undefined &&
          outcome.written === size;
        if (!ok) wrong.push({ ...outcome, answer: outcome.answer.slice(0, 40) });
      }
      expect(wrong).toEqual([]);
    }, 120_000);
});
