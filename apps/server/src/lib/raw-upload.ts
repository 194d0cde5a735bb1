import type { FastifyRequest } from "fastify";
import type { AppError } from "./errors";
import type { App } from "./http";

/**
 * A file sent as the raw request body (material files, imports): the parsers of its route's scope, the
 * early 413 on a declared size over the limit, and the bytes. The bytes are kept beside the request rather
 * than as its body: the input edge walks a body's keys (lib/input-edge.ts), which for a 10 MB Buffer would
 * be ten million of them.
 */
export function rawUpload(opts: { types: string[]; maxBytes: number; tooLarge: () => AppError }) {
  const bodies = new WeakMap<FastifyRequest, Buffer>();
  return {
    /** Call on the route's own scope: its parsers and body limit apply to that scope alone. */
    install(scope: App) {
      scope.removeContentTypeParser("text/plain");
      scope.addContentTypeParser(
        opts.types,
        { parseAs: "buffer", bodyLimit: opts.maxBytes },
        (request, body, done) => {
          bodies.set(request, body as Buffer);
          done(null, undefined);
        },
      );
    },
    /** A preParsing check: a declared size over the limit is refused before the body is read, with the file's message. */
    refuseDeclaredOversize(request: FastifyRequest) {
      const length = Number(request.headers["content-length"]);
      if (Number.isFinite(length) && length > opts.maxBytes) throw opts.tooLarge();
    },
    bytesOf: (request: FastifyRequest): Buffer => bodies.get(request) ?? Buffer.alloc(0),
  };
}
