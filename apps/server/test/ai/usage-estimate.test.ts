import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, createAiTestApp, discover, inject } from "./support/ai-test-app";

/**
 * A provider that reports no token usage (some OpenAI-compatible servers) is charged an estimate:
 * characters / 4 for the prompt and the answer at the configured price, recorded as estimated, so the
 * month's usage moves (docs/decisions/ai-budget.md). A provider that reports usage is charged exactly that.
 */
let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  user = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const turn = {
  response: "What level are you at?",
  isComplete: false,
  refused: false,
  brief: null,
};

const ledger = () => t.database.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
const used = async () => (await inject(t.app, user, "GET", "/api/ai-content/usage")).json().data;

describe("budget with a model that reports no usage", () => {
  it("charges characters / 4 at the configured price, marked estimated, and the usage moves", async () => {
    const before = await used();
    t.ai.enqueue({ json: turn, usage: null });
    expect((await discover(t.app, user, "I want to learn optics")).statusCode).toBe(200);
    const [row] = await ledger();
    expect(row).toMatchObject({ status: "succeeded", usageEstimated: true });
    const prompt = t.ai.requests[0]!;
    // The estimate is of what was sent and what came back: about a quarter of their characters.
    expect(row!.inputTokens).toBeGreaterThan(JSON.stringify(prompt.messages).length / 8);
    expect(row!.outputTokens).toBe(Math.ceil(JSON.stringify(turn).length / 4));
    // The scripted price is $1 / $2 per million tokens.
    expect(row!.costMicros).toBe(row!.inputTokens * 1 + row!.outputTokens * 2);
    const after = await used();
    expect(after.totalSpent).toBeGreaterThan(before.totalSpent);
  });

  it("a provider's own usage is charged as reported, not estimated", async () => {
    await t.database.db.delete(aiGenerations).where(eq(aiGenerations.userId, user.id));
    t.ai.enqueue({ json: turn, usage: { prompt_tokens: 1000, completion_tokens: 100 } });
    expect((await discover(t.app, user, "I want to learn optics")).statusCode).toBe(200);
    const [row] = await ledger();
    expect(row).toMatchObject({
      inputTokens: 1000,
      outputTokens: 100,
      usageEstimated: false,
      costMicros: 1200,
    });
  });
});
