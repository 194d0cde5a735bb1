import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, createAiTestApp, discover, inject } from "./support/ai-test-app";

/** Every case goes over HTTP to the scripted server through the real openai-compatible provider. */
let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_TIMEOUT_MS: "1000", AI_MAX_RETRIES: "2", AI_MONTHLY_BUDGET_USD: "5" });
  user = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const ledger = async () =>
  t.database.db
    .select()
    .from(aiGenerations)
    .where(eq(aiGenerations.userId, user.id))
    .orderBy(desc(aiGenerations.createdAt));

const aTurn = { response: "What level are you at?", isComplete: false, refused: false, brief: null };

describe("structured output: one repair attempt", () => {
  it("repairs malformed JSON on the second attempt, sending the error back to the model", async () => {
    t.ai.enqueue({ content: '{"response": "Hi", "isComplete": fal' }, { json: aTurn });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      response: "What level are you at?",
      isComplete: false,
      brief: null,
      corrections: [],
    });
    expect(t.ai.requests).toHaveLength(2);
    const repair = t.ai.requests[1]!;
    expect(repair.isRepair).toBe(true);
    expect(repair.lastUser).toMatch(/^Your answer could not be used: the answer is not valid JSON/);
    expect(repair.messages.at(-2)).toEqual({
      role: "assistant",
      content: '{"response": "Hi", "isComplete": fal',
    });
    const [second, first] = await ledger();
    expect(first).toMatchObject({ status: "failed", error: expect.stringMatching(/^invalid answer/) });
    expect(first!.costMicros).toBeGreaterThan(0); // the bad answer's tokens were spent
    expect(second).toMatchObject({ status: "succeeded" });
  });

  it("repairs an answer that does not match the schema, naming the field", async () => {
    t.ai.enqueue({ json: { response: 42, isComplete: false, refused: false, brief: null } }, { json: aTurn });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(200);
    expect(t.ai.requests[1]!.lastUser).toMatch(/response: .*expected string/i);
  });

  it("repairs an empty answer", async () => {
    t.ai.enqueue({ content: "" }, { json: aTurn });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(200);
    expect(t.ai.requests[1]!.lastUser).toBe(
      "Your answer could not be used: the answer was empty. Reply again with only the corrected JSON object that matches the schema; keep everything that was right.",
    );
  });

  it("gives a clear AI_ERROR after two bad answers", async () => {
    t.ai.enqueue({ content: "Sure! Here is your course:" }, { content: "{]" });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: "AI_ERROR",
      message: expect.stringMatching(
        /^The AI model returned an invalid answer twice \(.+\)\. Please try again\.$/,
      ),
    });
    expect(t.ai.requests).toHaveLength(2);
  });
});

describe("retries, timeouts", () => {
  it("retries a 429 after its Retry-After, then succeeds", async () => {
    t.ai.enqueue({ status: 429, retryAfter: 1, message: "Rate limit reached" }, { json: aTurn });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(200);
    expect(t.ai.requests).toHaveLength(2);
    expect(t.ai.requests[1]!.receivedAt - t.ai.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
    expect((await ledger())[0]).toMatchObject({ status: "succeeded" }); // one ledger row for the call
  });

  it("retries 5xx with backoff up to AI_MAX_RETRIES, then answers AI_ERROR", async () => {
    t.ai.enqueue({ status: 500 }, { status: 503 }, { status: 500 });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      "The AI provider failed (HTTP 500) after 2 retries. Please try again later.",
    );
    expect(t.ai.requests).toHaveLength(3);
    expect((await ledger())[0]).toMatchObject({ status: "failed", costMicros: 0 });
  });

  it("retries a garbled HTTP answer (a proxy's error page with status 502)", async () => {
    t.ai.enqueue({ raw: "<html>Bad gateway</html>", status: 502, contentType: "text/html" }, { json: aTurn });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(200);
    expect(t.ai.requests).toHaveLength(2);
  });

  it("does not retry a 400: the provider refused the request", async () => {
    t.ai.enqueue({ status: 400, message: "model not found" });
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/^The AI provider refused the request \(HTTP 400\)/);
    expect(t.ai.requests).toHaveLength(1);
  });

  it("times out after AI_TIMEOUT_MS with a clear error, and releases the reservation", async () => {
    t.ai.enqueue({ hang: true });
    const started = Date.now();
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: "AI_ERROR",
      message: "The AI provider did not answer within 1 second. Please try again.",
    });
    expect(t.ai.requests).toHaveLength(1);
    const [row] = await ledger();
    expect(row).toMatchObject({ status: "failed", costMicros: 0, error: expect.stringMatching(/^timeout/) });
    expect(row!.reservedMicros).toBeGreaterThan(0);
    const usage = (await inject(t.app, user, "GET", "/api/ai-content/usage")).json().data;
    expect(usage.remaining + usage.totalSpent).toBeCloseTo(5, 6); // nothing is still reserved
  });
});

describe("provider variants", () => {
  it("AI_PROVIDER=openai (with AI_BASE_URL) speaks Chat Completions with a json_schema response format", async () => {
    const other = await createAiTestApp({
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      AI_MODEL: "gpt-4o-mini",
    });
    try {
      const someone = await aiUser(other.app);
      const res = await discover(other.app, someone, "I want to learn chemistry");
      expect(res.statusCode).toBe(200);
      const [req] = other.ai.requests;
      expect(req).toMatchObject({ path: "/v1/chat/completions", model: "gpt-4o-mini", kind: "discovery" });
      expect(req!.responseFormat).toMatchObject({
        type: "json_schema",
        json_schema: { name: "discovery_turn" },
      });
      // Priced from the built-in table: gpt-4o-mini costs $0.15 / $0.60 per million tokens.
      const [row] = await other.database.db.select().from(aiGenerations);
      expect(row!.costMicros).toBe(Math.ceil(row!.inputTokens * 0.15 + row!.outputTokens * 0.6));
    } finally {
      await other.close();
    }
  }, 90_000);

  it("AI_STRUCTURED_OUTPUTS=false: json_object mode, the schema travels in the system prompt", async () => {
    const other = await createAiTestApp({ AI_STRUCTURED_OUTPUTS: "false" });
    try {
      const someone = await aiUser(other.app);
      const res = await discover(other.app, someone, "I want to learn chemistry");
      expect(res.statusCode).toBe(200);
      const [req] = other.ai.requests;
      expect(req!.responseFormat).toEqual({ type: "json_object" });
      expect(req!.system).toContain('"isComplete"');
    } finally {
      await other.close();
    }
  }, 90_000);
});
