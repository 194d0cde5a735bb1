import { CourseParams } from "@recall/shared";
import { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { type App, heavyRoute } from "../../lib/http";
import { errors, readCourseForExport } from "../courses/index";
import { exportMedia } from "./anki-media";
import { buildAnkiPackage } from "./anki-package";
import { courseCsv } from "./course-csv";

const tags = ["courses"];

/**
 * A course as an Anki package or a CSV file, beside the JSON export and under its rules: whoever
 * may read the course may export it, as a heavy route (rate limit and concurrency per user).
 */
export async function exportRoutes(
  app: App,
  deps: { db: Database; config: Pick<Config, "HEAVY_RATE_LIMIT" | "HEAVY_CONCURRENCY"> },
) {
  const { db } = deps;
  const heavy = { onRequest: app.requireAuth, ...heavyRoute(deps.config) };
  const file = z.any().describe("The file");

  app.get(
    "/courses/:id/export.apkg",
    {
      ...heavy,
      schema: {
        tags,
        summary: "Export a course as an Anki package (.apkg, legacy collection.anki2 schema)",
        params: CourseParams,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { course, cards } = await readCourseForExport(db, request.params.id, userId);
      const media = await exportMedia(db, cards, userId);
      const bytes = await buildAnkiPackage(course, media.cards, media.files);
      return reply
        .header("content-type", "application/octet-stream")
        .header("content-disposition", `attachment; filename="${course.slug}.apkg"`)
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    "/courses/:id/export.csv",
    {
      ...heavy,
      schema: {
        tags,
        summary: "Export a course's cards as CSV (UTF-8 with BOM, RFC 4180)",
        params: CourseParams,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { course, cards } = await readCourseForExport(db, request.params.id, currentUser(request).id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${course.slug}.csv"`)
        .send(courseCsv(cards));
    },
  );
}
