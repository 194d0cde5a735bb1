import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { aiUser, brief, createAiTestApp, discover, generate, inject } from "./support/ai-test-app";

const NOT_CONFIGURED =
  "AI is not configured on this server. Set AI_PROVIDER (openai, anthropic or openai-compatible), AI_MODEL and the provider's key (OPENAI_API_KEY, ANTHROPIC_API_KEY, or AI_BASE_URL for an OpenAI-compatible server).";

describe("without an AI provider", () => {
  let t: TestApp;
  let user: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp({ AI_MONTHLY_BUDGET_USD: "5" });
    user = await aiUser(t.app);
  });
  afterAll(() => t.close());

  it("AI routes answer 503 AI_NOT_CONFIGURED naming the variables to set", async () => {
    for (const res of [
      await discover(t.app, user, "Teach me chemistry"),
      await generate(t.app, user, brief()),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({ code: "AI_NOT_CONFIGURED", message: NOT_CONFIGURED });
    }
  });

  it("GET /ai-content/status explains it without calling an AI route", async () => {
    const res = await inject(t.app, user, "GET", "/api/ai-content/status");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      configured: false,
      provider: null,
      model: null,
      message: NOT_CONFIGURED,
    });
  });

  it("usage, estimate and templates still answer (they call no model)", async () => {
    const usage = (await inject(t.app, user, "GET", "/api/ai-content/usage")).json().data;
    expect(usage).toEqual({
      totalSpent: 0,
      monthlyBudget: 5,
      remaining: 5,
      canGenerate: true,
      generations: 0,
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00.000Z$/),
    });
    expect((await inject(t.app, user, "GET", "/api/ai-content/estimate/20")).statusCode).toBe(200);
    expect((await inject(t.app, user, "GET", "/api/ai-content/templates")).statusCode).toBe(200);
  });
});

describe("a provider missing its key; estimate and templates", () => {
  let t: Awaited<ReturnType<typeof createAiTestApp>>;
  let user: SignedUpUser;
  beforeAll(async () => {
    t = await createAiTestApp({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini" });
    user = await aiUser(t.app);
  });
  afterAll(() => t.close());

  it("a provider without its key is not configured, and the message says what is missing", async () => {
    const res = await inject(t.app, user, "GET", "/api/ai-content/status");
    expect(res.json().data).toMatchObject({ configured: false, provider: null });
    expect(res.json().data.message).toBe(
      `${NOT_CONFIGURED} (AI_PROVIDER is openai but OPENAI_API_KEY is not set)`,
    );
  });

  it("GET /ai-content/estimate/:cardCount uses the spec's per-card figures", async () => {
    const res = await inject(t.app, user, "GET", "/api/ai-content/estimate/40");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      cardCount: 40,
      estimatedCost: 0.6,
      estimatedTime: { minSeconds: 200, maxSeconds: 320, label: "3-5 minutes" },
      warning: null,
    });
    const full = (await inject(t.app, user, "GET", "/api/ai-content/estimate/10?fullContext=true")).json()
      .data;
    expect(full).toMatchObject({ estimatedCost: 0.25, estimatedTime: { minSeconds: 80, maxSeconds: 120 } });
    const large = (await inject(t.app, user, "GET", "/api/ai-content/estimate/150")).json().data;
    expect(large.warning).toMatch(/^Large courses take longer and cost more/);
  });

  it("warns when the estimate is above the budget left", async () => {
    const res = await inject(t.app, user, "GET", "/api/ai-content/estimate/200?fullContext=true");
    expect(res.json().data).toMatchObject({ estimatedCost: 5 });
    const broke = await createTestApp({ AI_MONTHLY_BUDGET_USD: "0.1" });
    try {
      const someone = await aiUser(broke.app);
      const est = (await inject(broke.app, someone, "GET", "/api/ai-content/estimate/10")).json().data;
      expect(est.warning).toMatch(/more than the \$0\.1000 left in your monthly AI budget/);
    } finally {
      await broke.close();
    }
  }, 60_000);

  it.each(["9", "201", "abc", "12.5"])("400 for a card count of %s", async (count) => {
    const res = await inject(t.app, user, "GET", `/api/ai-content/estimate/${count}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("GET /ai-content/templates lists 6 to 8 brief templates", async () => {
    const { templates } = (await inject(t.app, user, "GET", "/api/ai-content/templates")).json().data;
    expect(templates.length).toBeGreaterThanOrEqual(6);
    expect(templates.length).toBeLessThanOrEqual(8);
    for (const tpl of templates) {
      expect(tpl).toEqual({
        id: expect.stringMatching(/^[a-z-]+$/),
        title: expect.any(String),
        description: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(new Set(templates.map((x: { id: string }) => x.id)).size).toBe(templates.length);
  });
});
