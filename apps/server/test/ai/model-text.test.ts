import { findUnsafeText } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, brief, createAiTestApp, generate, inject } from "./support/ai-test-app";
import { realisticReply } from "./support/realistic-replies";

// Never trust a model: its text reaches the database too. NUL and unpaired surrogates in an answer are
// dropped or replaced (U+FFFD) where the answer enters, so they cannot fail a generation (docs/decisions/input-text.md).
let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  user = await aiUser(t.app);
});
afterAll(() => t.close());

/** Every free text of a JSON value (not the short enum values) with a NUL and a lone surrogate added. */
function poisoned(value: unknown): unknown {
  if (typeof value === "string") return value.length > 10 ? `${value}\u0000\uD800` : value;
  if (Array.isArray(value)) return value.map(poisoned);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v)]));
  return value;
}

describe("model text the database cannot hold", () => {
  it("a generation whose answers carry NUL and lone surrogates completes with clean cards", async () => {
    t.ai.setHandler((req) => {
      const reply = realisticReply(req);
      return "json" in reply && req.kind === "batch" ? { ...reply, json: poisoned(reply.json) } : reply;
    });
    const res = await generate(t.app, user, brief({ cardCount: 10 }));
    expect(res.statusCode, res.body).toBe(200);
    const courseId = res.json().data.course.id as string;
    const cards = (await inject(t.app, user, "GET", `/api/courses/${courseId}/cards`)).json().data.cards;
    expect(cards).toHaveLength(10);
    expect(findUnsafeText(cards)).toEqual([]);
    expect(cards[0].face).toContain("\uFFFD");
  });
});
