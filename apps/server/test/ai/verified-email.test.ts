import { AI_MESSAGES } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { reserveCall } from "../../src/modules/ai/budget";
import { verifyEmailOf } from "../helpers/factories";
import { astronomyCourse, generateMcq } from "../improve/support";
import { type AiTestApp, aiUser, createAiTestApp, discover, generate, inject } from "./support/ai-test-app";

// Abuse and limits: unverified accounts got the full AI budget. Every AI call now needs a
// verified email; the refusal says so and the client offers a new link (docs/decisions/ai-access.md).

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const ledger = async (userId: string) =>
  t.database.db.select().from(aiGenerations).where(eq(aiGenerations.userId, userId));

function expectNotVerified(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(403);
  expect((res.json() as { error: unknown }).error).toEqual({
    code: "EMAIL_NOT_VERIFIED",
    message: AI_MESSAGES.emailNotVerified,
  });
}

describe("AI calls need a verified email", () => {
  it("the message says to verify and offers a new link", () => {
    expect(AI_MESSAGES.emailNotVerified).toMatch(/verify your email/i);
    expect(AI_MESSAGES.emailNotVerified).toMatch(/ask for a new one/i);
  });

  it("discovery, generate and generate-mcq answer 403 EMAIL_NOT_VERIFIED; the model is never called", async () => {
    const user = await aiUser(t.app, { verified: false });
    expectNotVerified(await discover(t.app, user, "I want to learn Spanish"));
    expectNotVerified(await generate(t.app, user));
    const { course, cards } = await astronomyCourse(t.app, user);
    expectNotVerified(await generateMcq(t.app, user, course.id, cards[0]!.id));
    expect(t.ai.count()).toBe(0);
    expect(await ledger(user.id)).toHaveLength(0);
  });

  it("the refusal comes first, before the guidelines check", async () => {
    const user = await aiUser(t.app, { verified: false, accept: false });
    expectNotVerified(await generate(t.app, user));
  });

  it("after verification the same calls reach the model", async () => {
    const user = await aiUser(t.app, { verified: false });
    expectNotVerified(await discover(t.app, user, "I want to learn Spanish"));
    await verifyEmailOf(t.app, user);
    const res = await discover(t.app, user, "I want to learn Spanish");
    expect(res.statusCode, res.body).toBe(200);
    expect(t.ai.count()).toBe(1);
  });

  it("the budget reservation refuses an unverified owner too, so no new AI route can skip the rule", async () => {
    const user = await aiUser(t.app, { verified: false });
    const reserve = () =>
      reserveCall(
        t.database.db,
        { userId: user.id, kind: "discovery", provider: "openai", model: "m", maxMicros: 1 },
        1_000_000,
        60_000,
      );
    await expect(reserve()).rejects.toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(await ledger(user.id)).toHaveLength(0);
    await verifyEmailOf(t.app, user);
    await expect(reserve()).resolves.toEqual(expect.any(String));
  });

  it("reading status, usage, estimates and templates needs no verification", async () => {
    const user = await aiUser(t.app, { verified: false });
    for (const url of [
      "/api/ai-content/status",
      "/api/ai-content/usage",
      "/api/ai-content/estimate/20",
      "/api/ai-content/templates",
    ]) {
      expect((await inject(t.app, user, "GET", url)).statusCode, url).toBe(200);
    }
  });
});
