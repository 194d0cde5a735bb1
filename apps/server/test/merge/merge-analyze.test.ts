import { MERGE_MESSAGES } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { MERGE_NAMING_REASONS } from "../../src/modules/merge/merge-analysis.service";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { makeUpload, setPublic, uploadAs } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { analyze, twoCourses } from "./support";

// requirements C3 Merge analysis: suggestedName, suggestedSlug, suggestedDescription, totalCards, duplicateCards,
// topics, levels, estimatedDuration; requirements C5 merge needs at least 2; requirements C6 owner only; requirements C7 POST /ai-content/merge/analyze.

describe("with an AI provider", () => {
  let t: AiTestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
    [owner, other] = await Promise.all([aiUser(t.app), aiUser(t.app)]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.ai.reset());

  it("the app finds the near-duplicates; the model only names the course", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const res = await analyze(t.app, owner, { courseIds: [biology.id, chemistry.id] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      suggestedName: "Biology & Chemistry Combined",
      suggestedSlug: "biology-chemistry-combined",
      suggestedDescription: "Everything from Biology and Chemistry in one course.",
      totalCards: 6,
      duplicateCards: 2,
      distinctCards: 4,
      naming: { source: "ai", reason: null },
    });
    expect(data.topics).toEqual(expect.arrayContaining(["Cells", "Genetics", "Elements", "Plants"]));
    expect(data.levels).toEqual(["Beginner"]);
    expect(data.estimatedDuration).toMatch(/^about \d+ minutes?$/);
    expect(t.ai.count("merge")).toBe(1);
    // The model is not asked about cards at all: its prompt holds the courses, not their questions.
    expect(t.ai.requests[0]!.prompt).toContain("Course: Biology");
    expect(t.ai.requests[0]!.prompt).not.toContain("powerhouse");
    const ledger = await t.database.db
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, owner.id), eq(aiGenerations.kind, "merge")));
    expect(ledger.map((l) => l.status)).toEqual(["succeeded"]);
  });

  it("a model answering nonsense twice: 502 with a clear message (no fallback name)", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    t.ai.enqueue({ content: "not json" }, { content: "still not json" });
    const res = await analyze(t.app, owner, { courseIds: [biology.id, chemistry.id] });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/invalid answer/);
  });

  it("a slug the model gets wrong is made valid by the app", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    t.ai.enqueue({ json: { name: "  Life Science  ", slug: "Life Science!!", description: "All of life." } });
    const data = (await analyze(t.app, owner, { courseIds: [biology.id, chemistry.id] })).json().data;
    expect(data).toMatchObject({ suggestedName: "Life Science", suggestedSlug: "life-science" });
  });

  it("budget exceeded: 402 BUDGET_EXCEEDED", async () => {
    const poor = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "0.000001" });
    try {
      const user = await aiUser(poor.app);
      const { biology, chemistry } = await twoCourses(poor.app, user);
      const res = await analyze(poor.app, user, { courseIds: [biology.id, chemistry.id] });
      expect(res.statusCode).toBe(402);
      expect(res.json().error.code).toBe("BUDGET_EXCEEDED");
    } finally {
      await poor.close();
    }
  });

  it("before the guidelines are accepted, the name comes from the course names and says why", async () => {
    const fresh = await aiUser(t.app, { accept: false });
    const { biology, chemistry } = await twoCourses(t.app, fresh);
    const data = (await analyze(t.app, fresh, { courseIds: [biology.id, chemistry.id] })).json().data;
    expect(data.naming).toEqual({ source: "course-names", reason: MERGE_NAMING_REASONS.guidelines });
    expect(t.ai.count()).toBe(0);
  });

  it("requirements C6: another user's private course is 404, a public one 403; no model call", async () => {
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const mine = await uploadAs(t.app, other, makeUpload({ name: "Mine" }));
    expect((await analyze(t.app, other, { courseIds: [mine.id, biology.id] })).statusCode).toBe(404);
    await setPublic(t.app, owner, chemistry.id);
    expect((await analyze(t.app, other, { courseIds: [mine.id, chemistry.id] })).statusCode).toBe(403);
    expect((await analyze(t.app, null, { courseIds: [mine.id, chemistry.id] })).statusCode).toBe(401);
    expect(t.ai.count()).toBe(0);
  });

  it.each([
    [{ courseIds: [] }, "courseIds", MERGE_MESSAGES.needsTwo],
    [{ courseIds: [crypto.randomUUID()] }, "courseIds", MERGE_MESSAGES.needsTwo],
    [{ courseIds: ["x", crypto.randomUUID()] }, "courseIds.0", null],
    [{}, "courseIds", null],
    [{ courseIds: [crypto.randomUUID(), crypto.randomUUID()], x: 1 }, "x", null],
    [{ courseIds: Array.from({ length: 11 }, () => crypto.randomUUID()) }, "courseIds", null],
  ])("400 for body #%# (requirements C5: merge needs at least 2)", async (body, field, message) => {
    const res = await analyze(t.app, owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    if (message) expect(res.json().error.fields[field]).toBe(message);
  });

  it("the same course twice is refused", async () => {
    const { biology } = await twoCourses(t.app, owner);
    const res = await analyze(t.app, owner, { courseIds: [biology.id, biology.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.courseIds).toBe(MERGE_MESSAGES.distinctIds);
  });
});

describe("without an AI provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("still analyses; the name is made from the course names and the reason names the variables to set", async () => {
    const owner = await signUpUser(t.app);
    const { biology, chemistry } = await twoCourses(t.app, owner);
    const res = await analyze(t.app, owner, { courseIds: [biology.id, chemistry.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      suggestedName: "Biology + Chemistry",
      suggestedSlug: "biology-chemistry",
      suggestedDescription: "Combined from Biology and Chemistry.",
      duplicateCards: 2,
      naming: { source: "course-names", reason: MERGE_NAMING_REASONS.notConfigured },
    });
    expect(MERGE_NAMING_REASONS.notConfigured).toContain("AI_PROVIDER");
  });
});
