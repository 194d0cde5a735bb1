import { passageSupport } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { coursePlans, planSubtopics } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { cardHandler } from "../ai/support/flawed-replies";
import { passageCard } from "../ai/support/realistic-replies";
import type { SignedUpUser } from "../helpers/factories";
import {
  answerOf,
  createNotes,
  INVENTED,
  NOTES_PASSAGES,
  passageOfPrompt,
  squash,
  storedCardsOf,
} from "../materials/notes";
import { call, createPlan, getPlan, planInput, planUrl, waitForPlan } from "./support";

/**
 * a course plan from the learner's material. The outline reads the material, each subtopic is
 * given its run of passages, and its cards are written passage by passage: every card keeps its passage, and
 * a card whose answer has no support in it is rejected and topped up, as in a course from material.
 */
let t: AiTestApp;
let owner: SignedUpUser;
let materialId: string;
beforeAll(async () => {
  t = await createAiTestApp();
  owner = await aiUser(t.app);
  materialId = await createNotes(t.app, owner);
});
afterAll(() => t.close());
beforeEach(() => {
  t.ai.reset();
  t.ai.setHandler(null);
});

const cardsOf = (courseId: string) => storedCardsOf(t.app, owner, courseId);

const subtopicRows = (planId: string) =>
  t.database.db.select().from(planSubtopics).where(eq(planSubtopics.planId, planId));

const generateNext = (planId: string) => call(t.app, owner, "POST", `${planUrl(planId)}/generate-next`);

describe("a course plan from the learner's material", () => {
  it("outlines from the material, gives each subtopic its run of passages, and stores the material on the plan", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 18, materialId });
    const outline = t.ai.requests.find((r) => r.kind === "plan")!;
    expect(outline.prompt).toContain("The course is written from the learner's own material");
    expect(outline.prompt).toContain("The Calvin cycle takes place in the stroma");
    const [row] = await t.database.db.select().from(coursePlans).where(eq(coursePlans.id, plan.id));
    expect(row!.materialId).toBe(materialId);
    const runs = (await subtopicRows(plan.id)).sort((a, b) => a.order - b.order).map((s) => s.passageIndexes);
    expect(runs).toHaveLength(3);
    // Consecutive runs in material order that together cover every passage.
    expect(runs.flat()).toEqual(NOTES_PASSAGES.map((_, i) => i));
    for (const run of runs) expect(run.length).toBeGreaterThan(0);
  });

  it("generate-next writes the subtopic's cards passage by passage; every card keeps its passage", async () => {
    // One subtopic for the whole material: its 6 cards are spread over every passage, one call per passage.
    const plan = await createPlan(t.app, owner, { targetCardCount: 6, materialId });
    const first = (await subtopicRows(plan.id)).find((s) => s.order === 1)!;
    expect(first.passageIndexes).toEqual(NOTES_PASSAGES.map((_, i) => i));
    t.ai.reset();
    const res = await generateNext(plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subtopic).toMatchObject({ status: "completed", cardsGenerated: 6, error: null });
    const own = new Set(NOTES_PASSAGES.map(squash));
    const cardCalls = t.ai.requests.filter((r) => r.kind === "batch");
    expect(new Set(cardCalls.map((r) => passageOfPrompt(r.prompt)))).toEqual(own);
    expect(cardCalls).toHaveLength(NOTES_PASSAGES.length);

    const cards = await cardsOf(res.json().data.plan.courseId);
    expect(cards).toHaveLength(6);
    expect(cards.filter((c) => c.type === "mcq")).toHaveLength(5);
    for (const card of cards) {
      expect(card.sourcePassage).not.toBeNull();
      expect(own.has(squash(card.sourcePassage!))).toBe(true);
      expect(passageSupport(answerOf(card), card.sourcePassage!).supported).toBe(true);
    }
    expect(new Set(cards.map((c) => c.sourcePassage)).size).toBe(NOTES_PASSAGES.length);
  });

  it("a card whose answer has no support in its passage is rejected and topped up", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 12, materialId });
    t.ai.setHandler(
      cardHandler((ask, req) => {
        const passage = passageOfPrompt(req.prompt)!;
        const cards = Array.from({ length: ask.total }, (_, i) =>
          passageCard(passage, ask.topic, i < ask.mcq, i),
        );
        if (!ask.topUp) {
          const last = cards.length - 1;
          const card = cards[last]!;
          cards[last] = {
            ...card,
            back: INVENTED,
            options: card.options?.map((o, k) => (k === card.answerIndex ? INVENTED : o)) ?? null,
          };
        }
        return cards;
      }),
    );
    const res = await generateNext(plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subtopic).toMatchObject({ status: "completed", cardsGenerated: 6 });
    const topUps = t.ai.requests.filter((r) => r.kind === "regenerate");
    expect(topUps.length).toBe(t.ai.requests.filter((r) => r.kind === "batch").length);
    for (const r of topUps) expect(r.prompt).toContain("the answer is not supported by the passage");
    const cards = await cardsOf(res.json().data.plan.courseId);
    expect(cards).toHaveLength(6);
    expect(cards.some((c) => answerOf(c).includes("Mitochondria"))).toBe(false);
    expect(cards.every((c) => c.sourcePassage)).toBe(true);
  });

  it("the auto-generate job writes the remaining subtopics from the material too", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 18, materialId });
    expect((await generateNext(plan.id)).statusCode).toBe(200);
    const on = await call(t.app, owner, "POST", `${planUrl(plan.id)}/auto-generate`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    const done = await waitForPlan(t.app, owner, plan.id, (p) => p.status === "completed");
    const cards = await cardsOf((done as unknown as { courseId: string }).courseId);
    expect(cards).toHaveLength(18);
    const passages = new Set(NOTES_PASSAGES);
    for (const card of cards) expect(passages.has(card.sourcePassage!)).toBe(true);
    // Every passage of the material is used by some card.
    expect(new Set(cards.map((c) => c.sourcePassage)).size).toBe(NOTES_PASSAGES.length);
  });

  it("another user's material and a missing one are not found (404); a malformed id is 400 on materialId", async () => {
    const stranger = await aiUser(t.app);
    const create = (who: SignedUpUser, id: unknown) =>
      call(t.app, who, "POST", "/api/ai-content/course-plan/create", planInput({ materialId: id }));
    const foreign = await create(stranger, materialId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe("Material not found");
    expect((await create(owner, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const invalid = await create(owner, "not-a-uuid");
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(["materialId"]);
    expect(t.ai.count()).toBe(0);
  });
});

describe("a subtopic left 'generating' by a killed generate-next request", () => {
  it("reads as interrupted once its claim lapses, and the next call (or the job) takes it over", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 12 });
    const first = (await subtopicRows(plan.id)).find((s) => s.order === 1)!;
    const claim = (at: Date) =>
      t.database.db
        .update(planSubtopics)
        .set({ status: "generating", claimedBy: "request:killed", claimedAt: at })
        .where(eq(planSubtopics.id, first.id));
    // A live claim: the request may still be running, so nobody else takes the subtopic.
    await claim(new Date());
    const busy = await generateNext(plan.id);
    expect(busy.statusCode).toBe(409);
    expect((await getPlan(t.app, owner, plan.id)).subtopics[0].status).toBe("generating");
    // The server died: its claim is never renewed and lapses after the staleness window.
    await claim(new Date(Date.now() - 365 * 24 * 3600_000));
    const shown = (await getPlan(t.app, owner, plan.id)).subtopics[0];
    expect(shown).toMatchObject({
      status: "failed",
      error: "Generation was interrupted. Generate it again.",
    });
    const retry = await generateNext(plan.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.subtopic).toMatchObject({ order: 1, status: "completed", cardsGenerated: 6 });
    const [row] = await t.database.db.select().from(planSubtopics).where(eq(planSubtopics.id, first.id));
    expect(row).toMatchObject({ claimedBy: null, claimedAt: null });
  });

  it("a generation renews its claim with every model answer, so a long one is never taken over", async () => {
    // One subtopic over the whole material: one call per passage.
    const plan = await createPlan(t.app, owner, { targetCardCount: 6, materialId });
    const first = (await subtopicRows(plan.id)).find((s) => s.order === 1)!;
    const LONG_AGO = new Date("2000-01-01T00:00:00Z");
    const seen: Date[] = [];
    t.ai.setHandler(
      cardHandler(async (ask, req) => {
        const [row] = await t.database.db.select().from(planSubtopics).where(eq(planSubtopics.id, first.id));
        seen.push(row!.claimedAt!);
        // As if this call took longer than the staleness window: only a renewal brings the claim back.
        await t.database.db
          .update(planSubtopics)
          .set({ claimedAt: LONG_AGO })
          .where(eq(planSubtopics.id, first.id));
        const passage = passageOfPrompt(req.prompt)!;
        return Array.from({ length: ask.total }, (_, i) => passageCard(passage, ask.topic, i < ask.mcq, i));
      }),
    );
    const res = await generateNext(plan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subtopic).toMatchObject({ status: "completed", cardsGenerated: 6 });
    expect(seen.length).toBeGreaterThan(1);
    // Each call after the first finds the claim renewed by the answer before it, so it was never free.
    for (const at of seen.slice(1)) expect(at.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });
});
