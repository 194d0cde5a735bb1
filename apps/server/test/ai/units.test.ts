import { Brief, SLUG_PATTERN } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { apportion, buildCoursePlan } from "../../src/modules/ai/course-plan";
import { normalizeLanguage } from "../../src/modules/ai/discovery.service";
import { Limiter, runPool } from "../../src/modules/ai/limiter";
import { costMicros, parsePriceOverrides, priceFor } from "../../src/modules/ai/pricing";
import { backoffMs, parseRetryAfter } from "../../src/modules/ai/retry";

const brief = (over: Partial<Brief> = {}) =>
  Brief.parse({ topic: "Rome", knowledgeLevel: "beginner", cardCount: 60, ...over });
const JOB = "0b5f7a3c-1111-4222-8333-444455556666";

describe("course plan", () => {
  it("apportion: integer parts in proportion, adding up, with a minimum", () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(60, [16, 16, 16, 12])).toEqual([16, 16, 16, 12]);
    expect(apportion(7, [100, 1], 1)).toEqual([6, 1]);
    expect(apportion(5, [0, 0])).toEqual([3, 2]);
  });

  it("scales topic counts to the brief, splits into batches of at most 8, about 80% MCQ", () => {
    const outline = {
      name: "Ancient Rome",
      description: "From the founding to the fall.",
      topics: [
        { name: "Kings", description: "", cardCount: 10, keyPoints: ["Romulus", "Tarquin"] },
        { name: "Republic", description: "", cardCount: 30, keyPoints: [] },
        { name: "Empire", description: "", cardCount: 20, keyPoints: ["Augustus"] },
        { name: " kings ", description: "duplicate", cardCount: 50, keyPoints: [] },
      ],
    };
    const plan = buildCoursePlan(outline, brief({ cardCount: 45 }), JOB);
    expect(plan.topics).toEqual(["Kings", "Republic", "Empire"]);
    expect(plan.batches.reduce((s, b) => s + b.cardCount, 0)).toBe(45);
    expect(plan.batches.every((b) => b.cardCount >= 1 && b.cardCount <= 8)).toBe(true);
    expect(plan.batches.reduce((s, b) => s + b.mcqCount, 0)).toBe(36);
    expect(plan.batches.map((b) => b.index)).toEqual(plan.batches.map((_, i) => i));
    expect(plan.slug).toMatch(SLUG_PATTERN);
    expect(plan.slug).toBe("ancient-rome-0b5f7a3c");
  });

  it("falls back to one topic when the outline has none", () => {
    const plan = buildCoursePlan({ name: "", description: "", topics: [] }, brief({ cardCount: 10 }), JOB);
    expect(plan).toMatchObject({ name: "Rome", topics: ["Rome"], plannedCards: 10 });
    expect(plan.batches.map((b) => b.cardCount)).toEqual([5, 5]);
  });

  it("a non-Latin name still gets a valid slug", () => {
    const plan = buildCoursePlan({ name: "日本語の基礎", description: "", topics: [] }, brief(), JOB);
    expect(plan.slug).toBe("ai-course-0b5f7a3c");
  });
});

describe("pricing", () => {
  it("matches dated ids and aliases by their longest listed prefix", () => {
    expect(priceFor("openai", "gpt-4o-mini-2024-07-18")).toMatchObject({
      input: 0.15,
      output: 0.6,
      known: true,
    });
    expect(priceFor("openai", "gpt-4o-2024-08-06")).toMatchObject({ input: 2.5, output: 10 });
    expect(priceFor("openai", "gpt-4.1-mini")).toMatchObject({ input: 0.4, output: 1.6 });
    expect(priceFor("anthropic", "claude-3-5-haiku-latest")).toMatchObject({ input: 0.8, output: 4 });
    expect(priceFor("anthropic", "claude-sonnet-4-20250514")).toMatchObject({ input: 3, output: 15 });
    expect(priceFor("anthropic", "claude-opus-4-5")).toMatchObject({ input: 5, output: 25 });
    expect(priceFor("openai", "o3-mini")).toMatchObject({ input: 1.1, output: 4.4 });
  });

  it("unknown: free on an OpenAI-compatible server, a mid-range price on a hosted provider; overridable", () => {
    expect(priceFor("openai-compatible", "llama3.1:8b")).toEqual({ input: 0, output: 0, known: false });
    expect(priceFor("anthropic", "claude-next")).toMatchObject({ input: 3, output: 15, known: false });
    const overrides = parsePriceOverrides('{"llama3.1:8b":{"input":0.1,"output":0.2}}');
    expect(priceFor("openai-compatible", "llama3.1:8b", overrides)).toMatchObject({
      input: 0.1,
      output: 0.2,
    });
    expect(() => parsePriceOverrides("{bad")).toThrow(/AI_PRICES_JSON is not valid JSON/);
    expect(() => parsePriceOverrides('{"m":{"input":-1,"output":1}}')).toThrow(/AI_PRICES_JSON: m.input/);
  });

  it("cost in micro-dollars = tokens x USD per million", () => {
    expect(costMicros({ input: 0.15, output: 0.6 }, { inputTokens: 1000, outputTokens: 500 })).toBe(450);
  });
});

describe("retries", () => {
  it("reads Retry-After as seconds, an HTTP date, or retry-after-ms; capped at a minute", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter({ "Retry-After": "2" }, now)).toBe(2000);
    expect(parseRetryAfter({ "retry-after": "Wed, 01 Jan 2025 00:00:05 GMT" }, now)).toBe(5000);
    expect(parseRetryAfter({ "retry-after-ms": "250" }, now)).toBe(250);
    expect(parseRetryAfter({ "retry-after": "3600" }, now)).toBe(60_000);
    expect(parseRetryAfter({}, now)).toBeNull();
  });

  it("backs off exponentially with jitter, or exactly as told", () => {
    for (let i = 0; i < 50; i++) {
      expect(backoffMs(3, null)).toBeLessThanOrEqual(4000);
      expect(backoffMs(3, null)).toBeGreaterThanOrEqual(100);
    }
    expect(backoffMs(0, 1500)).toBe(1500);
  });
});

describe("small helpers", () => {
  it("normalises language names and codes", () => {
    expect(["de", "German", "Deutsch", "pt-BR", "EN", "Klingon"].map(normalizeLanguage)).toEqual([
      "de",
      "de",
      "de",
      "pt",
      "en",
      "en",
    ]);
  });

  it("the limiter never runs more than its limit at once", async () => {
    const limiter = new Limiter(3);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        limiter.run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((r) => setTimeout(r, 5));
          active -= 1;
        }),
      ),
    );
    expect(peak).toBe(3);
    const seen: number[] = [];
    await runPool(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        seen.push(n);
      },
      () => seen.length >= 3,
    );
    expect(seen).toHaveLength(3);
  });
});
