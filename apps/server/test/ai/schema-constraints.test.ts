import { isMcqCard } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, brief, createAiTestApp, generate, inject } from "./support/ai-test-app";
import { schemaAsk } from "./support/schema-model";

/**
 * Schemas that carry the constraints: every card call sends what is still needed (the array's exact
 * length, the types narrowed to the missing ones, exactly 4 options). Against a provider that enforces
 * schemas but flaws one multiple-choice question in five (the scripted server's "schema" mode), a 24-card
 * brief gives 24 cards, at least 80% multiple choice, in at most 8 calls: the outline, 3 batches, and one
 * top-up per batch for its flawed questions.
 */
let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({}, { mode: "schema" });
  user = await aiUser(t.app);
});
afterAll(() => t.close());

describe("card calls send the missing count and types in their schema", () => {
  it("a 24-card brief: 24 cards, at least 80% multiple choice, at most 8 calls", async () => {
    const res = await generate(t.app, user, brief({ cardCount: 24 }));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.shortfall).toBeNull();
    expect(data.course.cardCount).toBe(24);
    const cards = (await inject(t.app, user, "GET", `/api/courses/${data.course.id}/cards?limit=1000`)).json()
      .data.cards;
    expect(cards).toHaveLength(24);
    expect(cards.filter(isMcqCard).length / 24).toBeGreaterThanOrEqual(0.8);
    expect(t.ai.requests.length).toBeLessThanOrEqual(8);
    expect(data.metadata.calls).toBeLessThanOrEqual(8);

    // What the schemas said: the first calls the batch's count and mix; a top-up only the missing MCQ.
    const cardCalls = t.ai.requests.filter((r) => r.kind === "batch" || r.kind === "regenerate");
    const firsts = cardCalls.filter((r) => r.kind === "batch").map(schemaAsk);
    expect(firsts.map((a) => a?.cards)).toEqual([8, 8, 8]);
    expect(firsts.reduce((n, a) => n + (a?.mcq ?? 0), 0)).toBe(20);
    const topUp = cardCalls.find((r) => r.kind === "regenerate")!;
    expect(schemaAsk(topUp)).toMatchObject({ mcq: schemaAsk(topUp)!.cards });
    const schema = topUp.responseFormat!.json_schema!.schema as {
      properties: {
        cards: { minItems: number; maxItems: number; items: { properties: Record<string, unknown> } };
      };
    };
    const items = schema.properties.cards.items.properties;
    expect(schema.properties.cards.maxItems).toBe(schema.properties.cards.minItems);
    expect(items.type).toMatchObject({ const: "mcq" });
    expect(items.options).toMatchObject({ minItems: 4, maxItems: 4 });
  });
});
