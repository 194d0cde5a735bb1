import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationJobs } from "../../src/db/schema/index";
import { IDEMPOTENT_ROUTES } from "../../src/lib/idempotency";
import { type AiTestApp, aiUser, brief, createAiTestApp } from "../ai/support/ai-test-app";
import type { SignedUpUser } from "../helpers/factories";
import { listOperations } from "../helpers/openapi-requests";

/**
 * Paid work retried safely: the same Idempotency-Key from the same user on a route that starts paid work
 * returns the first request's job; another body under the key is a 409; keys are per user. Workers off:
 * a generation is stored and queued, never run.
 */
let t: AiTestApp;
let user: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ RUN_WORKERS: "false", AI_GENERATE_WAIT_MS: "0" });
  user = await aiUser(t.app);
  other = await aiUser(t.app);
});
afterAll(() => t.close());

const generate = (who: SignedUpUser, body: unknown, key?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/ai-content/generate",
    headers: { ...who.auth, ...(key ? { "idempotency-key": key } : {}) },
    payload: body as Record<string, unknown>,
  });
const jobsOf = async (who: SignedUpUser) =>
  t.database.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(eq(generationJobs.userId, who.id));

describe("Idempotency-Key on the routes that start paid or long work", () => {
  it("lists only routes that exist", async () => {
    const ops = listOperations((await t.app.inject({ url: "/api/docs/json" })).json());
    const keys = new Set(ops.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ":$1")}`));
    expect(IDEMPOTENT_ROUTES.filter((route) => !keys.has(route))).toEqual([]);
  });

  it("the same key and body return the first request's job; one job is created", async () => {
    const body = { brief: brief({ cardCount: 12 }) };
    const first = await generate(user, body, "action-1");
    expect(first.statusCode, first.body).toBeLessThan(300);
    const again = await generate(user, body, "action-1");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await jobsOf(user)).toHaveLength(1);
  });

  it("another body under a used key is a 409 naming the key; keys are per user", async () => {
    const reused = await generate(user, { brief: brief({ topic: "Volcanoes" }) }, "action-1");
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(
      "This Idempotency-Key was already used for a different request. Use a new key for a new action.",
    );
    const theirs = await generate(other, { brief: brief({ cardCount: 12 }) }, "action-1");
    expect(theirs.statusCode).toBeLessThan(300);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(await jobsOf(other)).toHaveLength(1);
  });

  it("a malformed key is a 400; without a key every request is its own", async () => {
    const bad = await generate(user, { brief: brief() }, "x".repeat(201));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("Idempotency-Key");
    const before = (await jobsOf(other)).length;
    await generate(other, { brief: brief({ topic: "Tides" }) });
    await generate(other, { brief: brief({ topic: "Tides" }) });
    expect((await jobsOf(other)).length).toBeGreaterThan(before);
  });

  it("GET /ai-content/jobs lists the learner's own recent jobs, newest first, and no one else's", async () => {
    const mine = await t.app.inject({ url: "/api/ai-content/jobs", headers: user.auth });
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().data.jobs.map((j: { id: string }) => j.id);
    expect(ids.sort()).toEqual((await jobsOf(user)).map((j) => j.id).sort());
    const theirs = await t.app.inject({ url: "/api/ai-content/jobs", headers: other.auth });
    for (const id of theirs.json().data.jobs.map((j: { id: string }) => j.id)) expect(ids).not.toContain(id);
    expect((await t.app.inject({ url: "/api/ai-content/jobs" })).statusCode).toBe(401);
  });
});
