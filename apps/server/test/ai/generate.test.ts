import { isMcqCard } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, brief, createAiTestApp, generate, inject } from "./support/ai-test-app";
import { type fabricateCard, realisticReply } from "./support/realistic-replies";

let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  user = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

async function courseCards(courseId: string) {
  const res = await inject(t.app, user, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  expect(res.statusCode).toBe(200);
  return res.json().data.cards as Record<string, unknown>[];
}

describe("POST /ai-content/generate", () => {
  it("creates a private, active AI course with the planned card count, about 80% MCQ, rich fields", async () => {
    const res = await generate(t.app, user, brief({ cardCount: 30 }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      jobId: expect.any(String),
      course: { id: expect.any(String), name: "Photosynthesis essentials", cardCount: 30 },
      metadata: {
        totalCost: expect.any(Number),
        generationTimeMs: expect.any(Number),
        calls: expect.any(Number),
      },
    });
    expect(data.metadata.totalCost).toBeGreaterThan(0);

    const course = (await inject(t.app, user, "GET", `/api/courses/${data.course.id}`)).json().data.course;
    expect(course).toMatchObject({
      isPublic: false,
      isActive: true,
      source: "ai",
      cardCount: 30,
      isOwner: true,
    });
    const cards = await courseCards(data.course.id);
    expect(cards).toHaveLength(30);
    expect(new Set(cards.map((c) => c.face)).size).toBe(30);
    expect(cards.filter(isMcqCard)).toHaveLength(24);
    for (const card of cards.filter(isMcqCard)) {
      expect(card.options).toHaveLength(4);
      expect(new Set(card.options as string[]).size).toBe(4);
    }
    expect(cards[0]).toMatchObject({
      explanationRight: expect.any(String),
      conceptExplainer: { title: expect.any(String), content: expect.any(String) },
      deepDive: { title: expect.any(String), content: expect.any(String) },
      difficultyScore: 3,
      conceptTags: ["fabricated", "test"],
    });

    // One outline call, then batches of at most 8 cards (30 cards: 4 topics, 4 batches).
    expect(t.ai.count("outline")).toBe(1);
    expect(t.ai.count("batch")).toBe(4);
    const job = (await inject(t.app, user, "GET", `/api/ai-content/jobs/${data.jobId}`)).json().data;
    expect(job).toMatchObject({
      status: "completed",
      progress: { totalBatches: 4, doneBatches: 4, cardsCreated: 30, plannedCards: 30, percentComplete: 100 },
      course: { id: data.course.id, cardCount: 30 },
      error: null,
    });
    const calls = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.jobId, data.jobId));
    expect(calls).toHaveLength(5);
    expect(calls.every((c) => c.status === "succeeded" && c.costMicros > 0)).toBe(true);
    expect(job.totalCost).toBeCloseTo(calls.reduce((s, c) => s + c.costMicros, 0) / 1e6, 6);
  });

  it("generates batches in parallel, bounded by AI_CONCURRENCY (4)", async () => {
    let inFlight = 0;
    let peak = 0;
    t.ai.setHandler(async (req) => {
      if (req.kind !== "batch") return realisticReply(req);
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      // Hold each batch call until four are in flight (or 5 s pass): only parallel calls get there.
      const until = Date.now() + 5_000;
      while (peak < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      inFlight -= 1;
      return realisticReply(req);
    });
    const res = await generate(t.app, user, brief({ cardCount: 60 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.course.cardCount).toBe(60);
    expect(t.ai.count("batch")).toBe(8);
    expect(peak).toBe(4);
  });

  it("regenerates only the invalid cards of a batch, in one more call", async () => {
    let broken = false;
    t.ai.setHandler((req) => {
      const reply = realisticReply(req);
      if (req.kind !== "batch" || broken || !("json" in reply)) return reply;
      broken = true;
      const cards = (reply.json as { cards: ReturnType<typeof fabricateCard>[] }).cards;
      cards[0]!.options = ["Same", "Same", "Other", "Another"]; // not distinct
      cards[1]!.answerIndex = 7; // out of range
      cards[2]!.face = ""; // empty question
      return { json: { cards } };
    });
    const res = await generate(t.app, user, brief({ cardCount: 10 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.course.cardCount).toBe(10);
    const regen = t.ai.requests.filter((r) => r.kind === "regenerate");
    expect(regen).toHaveLength(1);
    expect(regen[0]!.prompt).toContain("Write exactly 3 replacement cards");
    expect(regen[0]!.prompt).toMatch(/options are not distinct/);
    expect(regen[0]!.prompt).toMatch(/answerIndex 7 is not the index of an option/);
    const cards = await courseCards(res.json().data.course.id);
    expect(cards).toHaveLength(10);
    expect(cards.filter(isMcqCard)).toHaveLength(8);
  });

  it("validates the brief: 400 naming the field", async () => {
    const res = await generate(t.app, user, brief({ cardCount: 500 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("brief.cardCount");
    expect(t.ai.count()).toBe(0);
  });
});
