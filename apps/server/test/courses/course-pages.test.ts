import { COURSE_PAGE, CourseListResponse, DEFAULT_COURSE_CONFIG } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call } from "./course-helpers";

// Abuse and limits: /courses/public and /courses?includePublic=true returned every course
// (3.1 MB after one user made 500). They now answer one page with the total.

const PUBLIC_COURSES = 130;
let t: TestApp;
let maker: SignedUpUser;
let viewer: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [maker, viewer] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  const base = Date.now();
  await t.database.db.insert(courses).values(
    Array.from({ length: PUBLIC_COURSES }, (_, i) => ({
      ownerId: maker.id,
      name: `Public course ${i}`,
      slug: `public-course-${i}`,
      description: "d".repeat(2000),
      config: DEFAULT_COURSE_CONFIG,
      isPublic: true,
      createdAt: new Date(base - i * 1000),
    })),
  );
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await call(t.app, viewer, "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return { body: CourseListResponse.parse(res.json()).data, bytes: res.rawPayload.length };
};

describe("paged course lists", () => {
  for (const url of ["/api/courses/public", "/api/courses?includePublic=true"]) {
    it(`${url}: one page of ${COURSE_PAGE.defaultLimit} by default, with the total, newest first`, async () => {
      const { body } = await page(url);
      expect(body.courses).toHaveLength(COURSE_PAGE.defaultLimit);
      expect(body.total).toBe(PUBLIC_COURSES);
      expect(body.offset).toBe(0);
      expect(body.courses[0]!.name).toBe("Public course 0");
    });

    it(`${url}: limit and offset walk every course exactly once`, async () => {
      const sep = url.includes("?") ? "&" : "?";
      const seen: string[] = [];
      for (let offset = 0; offset < PUBLIC_COURSES; offset += COURSE_PAGE.maxLimit) {
        const { body } = await page(`${url}${sep}limit=${COURSE_PAGE.maxLimit}&offset=${offset}`);
        seen.push(...body.courses.map((c) => c.id));
      }
      expect(seen).toHaveLength(PUBLIC_COURSES);
      expect(new Set(seen).size).toBe(PUBLIC_COURSES);
    });

    it(`${url}: the largest page stays under 400 kB even with 2,000-character descriptions`, async () => {
      const sep = url.includes("?") ? "&" : "?";
      const { bytes } = await page(`${url}${sep}limit=${COURSE_PAGE.maxLimit}`);
      expect(bytes).toBeLessThan(400_000);
    });

    it(`${url}: refuses a limit above ${COURSE_PAGE.maxLimit} or a negative offset`, async () => {
      const sep = url.includes("?") ? "&" : "?";
      for (const q of [`limit=${COURSE_PAGE.maxLimit + 1}`, "limit=0", "offset=-1", "limit=x"]) {
        expect((await call(t.app, viewer, "GET", `${url}${sep}${q}`)).statusCode, q).toBe(400);
      }
    });
  }

  it("the user's own list stays whole (existing callers), with its total", async () => {
    const { body } = await page("/api/courses");
    expect(body.courses).toHaveLength(0);
    expect(body.total).toBe(0);
    const mine = (await call(t.app, maker, "GET", "/api/courses")).json().data;
    expect(mine.courses).toHaveLength(PUBLIC_COURSES);
    expect(mine.total).toBe(PUBLIC_COURSES);
  });
});
