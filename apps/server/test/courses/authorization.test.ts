import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, cardIdsOf, makeCard, setPublic, uploadAs, type Who } from "./course-helpers";

// requirements C6 and docs/decisions/course-ownership.md: anonymous 401; owner allowed; another user's private
// course is 404 for reads and writes; a public course is readable by anyone signed in, writes are 403.

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});
afterAll(() => t.close());

interface Fixture {
  /** The course under test (private or public, owned by `owner`) and one of its cards. */
  courseId: string;
  cardId: string;
  /** A move/copy target owned by the caller (so only the source decides). */
  targetId: string;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";
interface Route {
  name: string;
  kind: "read" | "write";
  method: Method;
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  ok: number;
}

const routes: Route[] = [
  {
    name: "GET /courses/:id",
    kind: "read",
    method: "GET",
    url: (f) => `/api/courses/${f.courseId}`,
    ok: 200,
  },
  {
    name: "GET /courses/:id/cards",
    kind: "read",
    method: "GET",
    url: (f) => `/api/courses/${f.courseId}/cards`,
    ok: 200,
  },
  {
    name: "GET /courses/:id/stats",
    kind: "read",
    method: "GET",
    url: (f) => `/api/courses/${f.courseId}/stats`,
    ok: 200,
  },
  {
    name: "GET /courses/:id/export",
    kind: "read",
    method: "GET",
    url: (f) => `/api/courses/${f.courseId}/export`,
    ok: 200,
  },
  {
    name: "PATCH /courses/:id",
    kind: "write",
    method: "PATCH",
    url: (f) => `/api/courses/${f.courseId}`,
    body: () => ({ isActive: false }),
    ok: 200,
  },
  {
    name: "DELETE /courses/:id",
    kind: "write",
    method: "DELETE",
    url: (f) => `/api/courses/${f.courseId}`,
    ok: 200,
  },
  {
    name: "PATCH /courses/:id/cards/:cardId",
    kind: "write",
    method: "PATCH",
    url: (f) => `/api/courses/${f.courseId}/cards/${f.cardId}`,
    body: () => ({ face: "Edited?" }),
    ok: 200,
  },
  {
    name: "DELETE /courses/:id/cards/:cardId",
    kind: "write",
    method: "DELETE",
    url: (f) => `/api/courses/${f.courseId}/cards/${f.cardId}`,
    ok: 200,
  },
  {
    name: "POST /courses/:id/cards/:cardId/move",
    kind: "write",
    method: "POST",
    url: (f) => `/api/courses/${f.courseId}/cards/${f.cardId}/move`,
    body: (f) => ({ targetCourseId: f.targetId }),
    ok: 200,
  },
  {
    name: "POST /courses/:id/cards/:cardId/copy",
    kind: "write",
    method: "POST",
    url: (f) => `/api/courses/${f.courseId}/cards/${f.cardId}/copy`,
    body: (f) => ({ targetCourseId: f.targetId }),
    ok: 200,
  },
  {
    name: "POST /courses/manual-card {courseId}",
    kind: "write",
    method: "POST",
    url: () => "/api/courses/manual-card",
    body: (f) => ({ ...makeCard(), courseId: f.courseId }),
    ok: 201,
  },
];

async function fixture(isPublic: boolean, caller: SignedUpUser): Promise<Fixture> {
  const course = await uploadAs(t.app, owner);
  if (isPublic) await setPublic(t.app, owner, course.id);
  const target = await uploadAs(t.app, caller);
  const [cardId] = await cardIdsOf(t.app, owner, course.id);
  return { courseId: course.id, cardId: cardId!, targetId: target.id };
}

function send(route: Route, who: Who, f: Fixture) {
  return call(t.app, who, route.method, route.url(f), route.body?.(f));
}

describe.each(routes)("authorization matrix: $name", (route) => {
  it("anonymous → 401", async () => {
    const f = await fixture(true, owner);
    const res = await send(route, null, f);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it(`owner → ${route.ok}`, async () => {
    const f = await fixture(false, owner);
    const res = await send(route, owner, f);
    expect(res.statusCode, res.body).toBe(route.ok);
  });

  it("other user, private course → 404 Course not found", async () => {
    const f = await fixture(false, other);
    const res = await send(route, other, f);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Course not found");
  });

  it(`other user, public course → ${route.kind === "read" ? "200" : "403"}`, async () => {
    const f = await fixture(true, other);
    const res = await send(route, other, f);
    if (route.kind === "read") {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("You do not have permission to edit this course");
    }
  });
});

describe("authorization: routes without a course id", () => {
  it.each([
    ["POST", "/api/courses/upload"],
    ["GET", "/api/courses"],
    ["GET", "/api/courses/public"],
    ["POST", "/api/courses/manual-card"],
  ] as const)("anonymous %s %s → 401", async (method, url) => {
    const res = await call(t.app, null, method, url, method === "POST" ? {} : undefined);
    expect(res.statusCode).toBe(401);
  });
});

describe("authorization runs before parsing and validation", () => {
  it("anonymous with a malformed id or an oversized body → 401, not 400/413", async () => {
    expect((await call(t.app, null, "GET", "/api/courses/not-a-uuid")).statusCode).toBe(401);
    const big = { name: "x".repeat(6 * 1024 * 1024) };
    expect((await call(t.app, null, "POST", "/api/courses/upload", big)).statusCode).toBe(401);
  });
});

describe("authorization: move/copy targets", () => {
  it.each(["move", "copy"])("%s into another user's private course → 404, public → 403", async (action) => {
    const own = await uploadAs(t.app, other);
    const [cardId] = await cardIdsOf(t.app, other, own.id);
    const foreign = await uploadAs(t.app, owner);
    const url = `/api/courses/${own.id}/cards/${cardId}/${action}`;
    const hidden = await call(t.app, other, "POST", url, { targetCourseId: foreign.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe("Course not found");
    await setPublic(t.app, owner, foreign.id);
    const shown = await call(t.app, other, "POST", url, { targetCourseId: foreign.id });
    expect(shown.statusCode).toBe(403);
    expect(shown.json().error.message).toBe("You do not have permission to edit this course");
  });
});

describe("authorization: ids", () => {
  it("a card id that is not in the course → 404 Card not found (even if it exists elsewhere)", async () => {
    const a = await uploadAs(t.app, owner);
    const b = await uploadAs(t.app, owner);
    const [cardOfB] = await cardIdsOf(t.app, owner, b.id);
    for (const [method, suffix, body] of [
      ["PATCH", "", { face: "x?" }],
      ["DELETE", "", undefined],
      ["POST", "/move", { targetCourseId: b.id }],
      ["POST", "/copy", { targetCourseId: b.id }],
    ] as const) {
      const res = await call(t.app, owner, method, `/api/courses/${a.id}/cards/${cardOfB}${suffix}`, body);
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      expect(res.json().error.message).toBe("Card not found");
    }
  });

  it("malformed ids → 400", async () => {
    const course = await uploadAs(t.app, owner);
    for (const url of [
      "/api/courses/not-a-uuid",
      "/api/courses/123/cards",
      `/api/courses/${course.id}/cards/nope`,
    ]) {
      const method = url.endsWith("nope") ? "DELETE" : "GET";
      const res = await call(t.app, owner, method, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
    const badTarget = await call(t.app, owner, "POST", `/api/courses/${course.id}/cards/${course.id}/move`, {
      targetCourseId: "x",
    });
    expect(badTarget.statusCode).toBe(400);
  });
});
