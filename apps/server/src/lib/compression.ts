import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Responses worth compressing: text, JSON, XML, JavaScript, SVG and the web manifest. Not event streams
 * (compression buffers them, so events would arrive late), not binary downloads (packages and zips are
 * compressed already; media are images, audio and video).
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/(?:javascript|manifest\+json)|^image\/svg\+xml/;

/** Below this an answer goes as it is: the encoding's header and framing would eat most of the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (and any static file without a precompressed copy) by Accept-Encoding, brotli
 * before gzip, with `Vary: Accept-Encoding`. Built files come precompressed (scripts/precompress.mjs) and
 * already carry their Content-Encoding, which this leaves alone. Request bodies are never decompressed:
 * a small gzip body could expand past the body limit's intent, and no client of ours sends one.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
