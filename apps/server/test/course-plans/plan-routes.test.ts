import { PLAN_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { realisticReply } from "../ai/support/realistic-replies";
import type { SignedUpUser } from "../helpers/factories";
import { call, courseCards, createPlan, getPlan, planInput, planUrl } from "./support";

let t: AiTestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  owner = await aiUser(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.ai.reset();
  t.ai.setHandler(null);
  t.ai.setLatency(0);
});

const create = (user: SignedUpUser | null, body: unknown) =>
  call(t.app, user, "POST", "/api/ai-content/course-plan/create", body);

describe("POST /ai-content/course-plan/create", () => {
  // requirements C5 Plan form: the messages word for word.
  it.each([
    [{ topic: undefined }, "topic", PLAN_MESSAGES.topicRequired],
    [{ topic: "   " }, "topic", PLAN_MESSAGES.topicRequired],
    [{ topic: "ab" }, "topic", PLAN_MESSAGES.topicShort],
    [{ targetCardCount: 5 }, "targetCardCount", PLAN_MESSAGES.minCards],
    [{ targetCardCount: 201 }, "targetCardCount", PLAN_MESSAGES.maxCards],
    [{ targetCardCount: 6.5 }, "targetCardCount", "must be a whole number"],
    [{ language: "ko" }, "language", "must be one of en, bg, es, fr, de, it, pt, ru, ja, zh"],
    [{ knowledgeLevel: "expert" }, "knowledgeLevel", "must be beginner, intermediate or advanced"],
    [{ extra: 1 }, "extra", "is not an allowed field"],
  ])("400 for %j", async (change, field, message) => {
    const res = await create(owner, planInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(t.ai.count()).toBe(0);
  });

  it("401 without a token, 403 before the guidelines are accepted", async () => {
    expect((await create(null, planInput())).statusCode).toBe(401);
    const newcomer = await aiUser(t.app, { accept: false });
    const res = await create(newcomer, planInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("GUIDELINES_NOT_ACCEPTED");
  });

  it("stores the AI's subtopics: one per 6 cards (requirements C9), the planned cards adding up to the target", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 60 });
    expect(plan).toMatchObject({
      courseName: "Photosynthesis step by step",
      totalSubtopics: 10,
      targetCardCount: 60,
      completedSubtopics: 0,
      totalCardsGenerated: 0,
      status: "draft",
      autoGenerate: false,
      courseId: null,
      individualCourseIds: [],
      progress: { percentComplete: 0 },
    });
    expect(plan.subtopics.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(plan.subtopics.every((s: { plannedCards: number }) => s.plannedCards === 6)).toBe(true);
    expect(plan.subtopics[1]).toMatchObject({
      status: "not_started",
      prerequisites: [plan.subtopics[0].name],
    });
    expect(plan.tokensUsed.input).toBeGreaterThan(0);
    expect(plan.totalCost).toBeGreaterThan(0);
    // A preset that is not a multiple of 6: 4 subtopics of 5.
    const twenty = await createPlan(t.app, owner, { targetCardCount: 20 });
    expect(twenty.subtopics.map((s: { plannedCards: number }) => s.plannedCards)).toEqual([5, 5, 5, 5]);
  });

  it("a model that proposes fewer subtopics still gets a plan whose total is its target", async () => {
    t.ai.enqueue({
      json: {
        courseName: "Cells",
        description: "Cells.",
        subtopics: [
          { name: "Membranes", description: "", difficulty: "beginner", prerequisites: ["Nope"] },
          { name: "membranes", description: "dup", difficulty: "beginner", prerequisites: [] },
          { name: "Organelles", description: "", difficulty: "advanced", prerequisites: ["Membranes"] },
        ],
      },
    });
    const plan = await createPlan(t.app, owner, { targetCardCount: 30 });
    expect(plan.subtopics.map((s: { plannedCards: number }) => s.plannedCards)).toEqual([15, 15]);
    expect(plan.subtopics[0].prerequisites).toEqual([]);
    expect(plan.subtopics[1]).toMatchObject({ difficulty: "advanced", prerequisites: ["Membranes"] });
  });

  it("502 'Failed to generate course plan' when the model proposes no usable subtopic", async () => {
    t.ai.enqueue({ json: { courseName: "x", description: "", subtopics: [] } });
    const res = await create(owner, planInput());
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PLAN_MESSAGES.generateFailed);
  });
});

describe("plan ownership and the other routes' validation", () => {
  it("another user's plan is 404 on every route; the list holds only one's own plans", async () => {
    const plan = await createPlan(t.app, owner);
    const stranger = await aiUser(t.app);
    for (const [method, url, body] of [
      ["GET", planUrl(plan.id), undefined],
      ["PUT", planUrl(plan.id), { courseName: "Mine now" }],
      ["POST", `${planUrl(plan.id)}/generate-next`, undefined],
      ["POST", `${planUrl(plan.id)}/auto-generate`, { enabled: true }],
    ] as const) {
      const res = await call(t.app, stranger, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe("Course plan not found");
    }
    const list = await call(t.app, stranger, "GET", "/api/ai-content/course-plans");
    expect(list.json().data.plans).toEqual([]);
    const mine = (await call(t.app, owner, "GET", "/api/ai-content/course-plans")).json().data.plans;
    expect(mine.map((p: { id: string }) => p.id)).toContain(plan.id);
    expect(t.ai.count("batch")).toBe(0);
  });

  it("401 without a token and 400 for a malformed id or body on every route", async () => {
    const plan = await createPlan(t.app, owner);
    expect((await call(t.app, null, "GET", "/api/ai-content/course-plans")).statusCode).toBe(401);
    expect((await call(t.app, null, "GET", planUrl(plan.id))).statusCode).toBe(401);
    expect((await call(t.app, null, "POST", `${planUrl(plan.id)}/generate-next`)).statusCode).toBe(401);
    for (const [method, url] of [
      ["GET", planUrl("nope")],
      ["PUT", planUrl("nope")],
      ["POST", `${planUrl("nope")}/generate-next`],
    ] as const) {
      const res = await call(t.app, owner, method, url, method === "PUT" ? { courseName: "x" } : undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.id).toBe("must be a valid id");
    }
    const cases: [unknown, string, string][] = [
      [{}, "$body", "Send courseName, description or subtopics"],
      [{ courseName: " " }, "courseName", "Course name is required"],
      [{ subtopics: [] }, "subtopics", "A plan needs at least one subtopic"],
      [
        { subtopics: [{ id: plan.subtopics[0].id }, { id: plan.subtopics[0].id }] },
        "subtopics",
        "A subtopic is listed twice",
      ],
      [{ subtopics: [{ id: "x" }] }, "subtopics.0.id", "must be a valid id"],
      [{ subtopics: [{ id: plan.id }] }, "subtopics.0.id", "is not a subtopic of this plan"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, owner, "PUT", planUrl(plan.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const auto = await call(t.app, owner, "POST", `${planUrl(plan.id)}/auto-generate`, {});
    expect(auto.statusCode).toBe(400);
    expect(auto.json().error.fields.enabled).toBe("must be true or false");
  });
});

describe("editing a plan (requirements C2 Course plan page)", () => {
  it("renames, reorders (renumbering 1..n) and removes; removal lowers the target by that subtopic's cards", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 24 });
    const [a, b, c, d] = plan.subtopics;
    const res = await call(t.app, owner, "PUT", planUrl(plan.id), {
      courseName: "My light course",
      description: "Edited.",
      subtopics: [{ id: c.id, name: "Calvin cycle" }, { id: a.id }, { id: b.id, description: "Renamed too" }],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json().data.plan;
    expect(edited).toMatchObject({
      courseName: "My light course",
      description: "Edited.",
      targetCardCount: 18,
      totalSubtopics: 3,
    });
    expect(edited.subtopics.map((s: { id: string; order: number }) => [s.id, s.order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    expect(edited.subtopics[0].name).toBe("Calvin cycle");
    expect(edited.subtopics[2].description).toBe("Renamed too");
    expect(edited.subtopics.some((s: { id: string }) => s.id === d.id)).toBe(false);
  });

  it("a subtopic that has cards cannot be removed (409)", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 12 });
    expect((await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`)).statusCode).toBe(200);
    const res = await call(t.app, owner, "PUT", planUrl(plan.id), {
      subtopics: [{ id: plan.subtopics[1].id }],
    });
    expect(res.statusCode).toBe(409);
    expect((await getPlan(t.app, owner, plan.id)).totalSubtopics).toBe(2);
  });
});

describe("POST /ai-content/course-plan/{id}/generate-next", () => {
  it("generates subtopic by subtopic into ONE course until the plan's total equals its target", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 18 });
    const first = await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.progress).toEqual({ percentComplete: 33, completedSubtopics: 1, totalSubtopics: 3 });
    expect(data.subtopic).toMatchObject({ order: 1, status: "completed", cardsGenerated: 6, error: null });
    expect(data.plan).toMatchObject({ status: "paused", totalCardsGenerated: 6 });
    const courseId = data.plan.courseId;
    expect(data.plan.individualCourseIds).toEqual([courseId]);
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`)).statusCode).toBe(200);
    }
    const done = await getPlan(t.app, owner, plan.id);
    expect(done).toMatchObject({
      status: "completed",
      completedSubtopics: 3,
      totalCardsGenerated: 18,
      progress: { percentComplete: 100 },
    });
    expect(done.subtopics.every((s: { courseId: string }) => s.courseId === courseId)).toBe(true);
    const cards = await courseCards(t.app, owner, courseId);
    expect(cards).toHaveLength(18);
    expect(new Set(cards.map((c) => c.topic))).toEqual(
      new Set(plan.subtopics.map((s: { name: string }) => s.name)),
    );
    // At least 80% multiple choice (requirements C9), kept for the whole plan: 0.8 x 18 rounded up = 15.
    expect(cards.filter((c) => c.type === "mcq")).toHaveLength(15);
    expect(done.shortfall).toBeNull();
    const again = await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`);
    expect(again.statusCode).toBe(409);
  });

  it("5 concurrent calls generate one subtopic once; the others are refused while it is generating", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 30 });
    t.ai.setLatency(300);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(t.ai.count("batch")).toBe(1);
    const after = await getPlan(t.app, owner, plan.id);
    expect(after.subtopics.map((s: { status: string }) => s.status)).toEqual([
      "completed",
      "not_started",
      "not_started",
      "not_started",
      "not_started",
    ]);
    expect(await courseCards(t.app, owner, after.courseId)).toHaveLength(6);
  });

  it("a subtopic that falls short after its top-ups is done with its shortfall (cards and share); Generate Next tops it up after the unstarted ones", async () => {
    const plan = await createPlan(t.app, owner, { targetCardCount: 12 });
    // Every answer has 4 cards (3 MCQ, 1 basic where an MCQ was asked): the top-ups cannot fill the 6.
    t.ai.setHandler((req) => {
      if (req.kind === "regenerate") return { json: { cards: [] } }; // the top-ups write nothing
      if (req.kind !== "batch") return realisticReply(req);
      const reply = realisticReply(req) as { json: { cards: { type: string }[] } };
      const four = reply.json.cards.slice(0, 4);
      four[3] = { ...four[3]!, type: "basic", options: null, answerIndex: null } as never;
      return { json: { cards: four } };
    });
    const res = await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`);
    expect(res.statusCode).toBe(200);
    // Done, not failed: it has cards. Its shortfall says what is missing, in cards and in share.
    expect(res.json().data.subtopic).toMatchObject({
      status: "completed",
      cardsGenerated: 4,
      mcqGenerated: 3,
      plannedMcq: 5,
      error: null,
      shortfall: {
        missingCards: 2,
        missingMcq: 2,
        message: "4 of 6 cards were generated (3 of 5 multiple choice).",
      },
    });
    const second = (await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`)).json().data;
    expect(second.subtopic).toMatchObject({ order: 2, status: "completed", cardsGenerated: 4 });
    // Every subtopic done, but short: the plan says so as a whole.
    expect(second.plan).toMatchObject({ status: "completed", progress: { percentComplete: 100 } });
    expect(second.plan.shortfall.message).toBe("8 of 12 cards were generated (6 of 10 multiple choice).");
    t.ai.setHandler(null);
    const retry = (await call(t.app, owner, "POST", `${planUrl(plan.id)}/generate-next`)).json().data;
    expect(retry.subtopic).toMatchObject({ order: 1, cardsGenerated: 6, mcqGenerated: 5, shortfall: null });
    // The top-up asked only for what was missing: 2 cards, both multiple choice.
    const last = t.ai.requests.filter((r) => r.kind === "batch").at(-1)!;
    expect(last.prompt).toMatch(/Write exactly 2 cards: 2 multiple-choice/);
    expect(await courseCards(t.app, owner, retry.plan.courseId)).toHaveLength(10);
  });

  it("budget edge: over budget the plan's own message (requirements C8) and nothing is claimed", async () => {
    const spender = await aiUser(t.app);
    const plan = await createPlan(t.app, spender, { targetCardCount: 12 });
    await t.database.db.insert(aiGenerations).values({
      userId: spender.id,
      kind: "plan-subtopic",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "succeeded",
      costMicros: 995_000,
    });
    const res = await call(t.app, spender, "POST", `${planUrl(plan.id)}/generate-next`);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: "BUDGET_EXCEEDED", message: PLAN_MESSAGES.budgetExceeded });
    expect((await getPlan(t.app, spender, plan.id)).subtopics[0].status).toBe("not_started");
    const created = await create(spender, planInput());
    expect(created.statusCode).toBe(402);
    expect(created.json().error.message).toBe(PLAN_MESSAGES.budgetExceeded);
    expect(t.ai.count("batch")).toBe(0);
  });
});
