import { ErrorResponse, IdParams } from "@recall/shared";
import { z } from "zod";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { getVisibleMedia } from "./media.service";
import { parseRange } from "./media-range";

/**
 * GET /api/media/:id: a file a course's cards show or play (docs/decisions/anki-media.md), with its stored
 * type, and byte ranges (206) so that players can seek without loading the whole file again.
 */
export async function mediaRoutes(app: App, deps: { db: Database }) {
  const { db } = deps;
  const file = z.any().describe("The file's bytes");
  app.get(
    "/media/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["media"],
        description:
          "An image, sound or video a card shows (imported with a deck), for whoever may see its course. " +
          "Answers byte ranges (Range: bytes=…) with 206.",
        params: IdParams,
        response: {
          200: file,
          206: file,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          416: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const media = await getVisibleMedia(db, request.params.id, currentUser(request).id);
      const bytes = Buffer.from(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength);
      reply
        .header("content-type", media.mime)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .header("accept-ranges", "bytes")
        // Private: the file follows its course's visibility. An id never changes its bytes.
        .header("cache-control", "private, max-age=86400, immutable");
      const range = parseRange(request.headers.range, bytes.byteLength);
      if (range === "unsatisfiable") {
        return reply
          .status(416)
          .header("content-range", `bytes */${bytes.byteLength}`)
          .header("content-type", "application/json; charset=utf-8")
          .send({
            error: {
              // 416 is the status of this case; the body keeps the API's one error shape.
              code: "BAD_REQUEST",
              message: `The range asked for is outside the file (${bytes.byteLength} bytes).`,
            },
          });
      }
      if (!range) return reply.send(bytes);
      return reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${bytes.byteLength}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
}
