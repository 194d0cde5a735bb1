import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUpload } from "../courses/course-helpers";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Abuse and limits: ten parallel 5,000-card uploads by one user stalled the server. The
// heavy routes (upload, export, bulk course and collection card operations) are limited per signed-in user.

let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ HEAVY_RATE_LIMIT: "2" });
  [alice, bob] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});
afterAll(() => t.close());

const upload = (who: SignedUpUser, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/courses/upload",
    headers: { ...who.auth, ...headers },
    payload: makeUpload(),
  });

describe("heavy routes are rate limited per user (HEAVY_RATE_LIMIT per minute)", () => {
  it("the third upload in a minute is a 429 with the wait, whatever address it comes from", async () => {
    expect((await upload(alice)).statusCode).toBe(201);
    expect((await upload(alice, { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(201);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/courses/upload",
      remoteAddress: "198.51.100.7",
      headers: alice.auth,
      payload: makeUpload(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("RATE_LIMITED");
    expect(res.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });

  it("another user is not held back by the first one's limit", async () => {
    expect((await upload(bob)).statusCode).toBe(201);
  });

  it("one heavy request per user at a time: parallel ones are refused before their body is read", async () => {
    const c = await createTestApp({ HEAVY_CONCURRENCY: "1" });
    try {
      const carol = await signUpUser(c.app);
      const big = makeUpload({}, 2000);
      const responses = await Promise.all(
        Array.from({ length: 3 }, () =>
          c.app.inject({ method: "POST", url: "/api/courses/upload", headers: carol.auth, payload: big }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(201);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      const refused = responses.find((r) => r.statusCode === 429)!;
      expect(refused.json().error.message).toBe(
        "Another upload or bulk change of yours is still running. Please wait for it to finish and try again.",
      );
      // The slot is given back: the next upload runs.
      expect(
        (
          await c.app.inject({
            method: "POST",
            url: "/api/courses/upload",
            headers: carol.auth,
            payload: makeUpload(),
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await c.close();
    }
  });

  it("bulk card operations count as heavy: the third in a minute is a 429", async () => {
    const dave = await signUpUser(t.app);
    const course = await t.app.inject({
      method: "POST",
      url: "/api/courses/upload",
      headers: dave.auth,
      payload: makeUpload(),
    });
    const courseId = course.json().data.course.id as string;
    const bulkDelete = () =>
      t.app.inject({
        method: "POST",
        url: `/api/courses/${courseId}/cards/bulk-delete`,
        headers: dave.auth,
        payload: { cardIds: ["00000000-0000-4000-8000-000000000001"] },
      });
    // Each route keeps its own count: two bulk calls pass the limit (refused only for the unknown card).
    expect((await bulkDelete()).statusCode).toBe(404);
    expect((await bulkDelete()).statusCode).toBe(404);
    const limited = await bulkDelete();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
  });

  it("light routes stay unlimited for the limited user", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: "GET", url: "/api/courses", headers: alice.auth });
      expect(res.statusCode).toBe(200);
    }
  });
});
