import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OpenAPI", () => {
  it("documents every course route under the courses tag", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const courseOps = Object.entries(paths)
      .filter(([path]) => path.startsWith("/api/courses"))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ op: `${method.toUpperCase()} ${path}`, tags: op.tags })),
      );
    expect(courseOps.map((o) => o.op).sort()).toEqual(
      [
        "DELETE /api/courses/{id}",
        "DELETE /api/courses/{id}/cards/{cardId}",
        "GET /api/courses",
        "GET /api/courses/public",
        "GET /api/courses/{id}",
        "GET /api/courses/{id}/cards",
        "GET /api/courses/{id}/export",
        "GET /api/courses/{id}/export.apkg",
        "GET /api/courses/{id}/export.csv",
        "GET /api/courses/{id}/stats",
        "PATCH /api/courses/{id}",
        "PATCH /api/courses/{id}/cards/{cardId}",
        "PATCH /api/courses/{id}/cards/{cardId}/mcq-options",
        "POST /api/courses/manual-card",
        "POST /api/courses/upload",
        "POST /api/courses/{id}/cards/bulk-copy",
        "POST /api/courses/{id}/cards/bulk-delete",
        "POST /api/courses/{id}/cards/bulk-move",
        "POST /api/courses/{id}/cards/{cardId}/copy",
        "POST /api/courses/{id}/cards/{cardId}/generate-mcq",
        "POST /api/courses/{id}/cards/{cardId}/move",
        "POST /api/courses/{id}/cards/{cardId}/generate-related",
        "POST /api/courses/{id}/cards/{cardId}/related",
        "POST /api/courses/{id}/cards/{cardId}/generate-batch-related",
        "POST /api/courses/{id}/cards/{cardId}/generate-smart-related",
        "POST /api/courses/cards/{cardId}/glossary/generate",
      ].sort(),
    );
    for (const o of courseOps) expect(o.tags, o.op).toEqual(["courses"]);
  });
});
