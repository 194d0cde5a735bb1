import { AI_MESSAGES } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations, coursePlans, syllabi } from "../../src/db/schema/index";
import { createPlan } from "../course-plans/support";
import type { SignedUpUser } from "../helpers/factories";
import { analyze, twoCourses } from "../merge/support";
import {
  botanyCourse,
  generateBatch,
  generateGlossary,
  generateRelated,
  generateSmart,
  indexCourse,
} from "../related/support";
import { makeSyllabus } from "../syllabi/support";
import { type AiTestApp, aiUser, createAiTestApp, inject } from "./support/ai-test-app";

// Every route that reaches the model goes through the shared AI gate (ai-gate.ts `aiCallRoute`): an
// unverified user is refused with EMAIL_NOT_VERIFIED before any work, on plans, syllabi, merge, related cards
// and the glossary, as on AI create and Improve Course (verified-email.test.ts).

let t: AiTestApp;
let unverified: SignedUpUser;
let verified: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  [unverified, verified] = await Promise.all([aiUser(t.app, { verified: false }), aiUser(t.app)]);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

function expectNotVerified(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
  expect((res.json() as { error: unknown }).error, what).toEqual({
    code: "EMAIL_NOT_VERIFIED",
    message: AI_MESSAGES.emailNotVerified,
  });
}

const ledger = async (userId: string) =>
  t.database.db.select().from(aiGenerations).where(eq(aiGenerations.userId, userId));

describe("the AI gate on plans, syllabi, merge, related cards and the glossary", () => {
  it("an unverified user is refused on every route that reaches the model; nothing is stored or called", async () => {
    const planId = crypto.randomUUID();
    const plans: [string, string, unknown][] = [
      ["POST", "/api/ai-content/course-plan/create", { topic: "Photosynthesis", targetCardCount: 12 }],
      ["POST", `/api/ai-content/course-plan/${planId}/generate-next`, undefined],
      ["POST", `/api/ai-content/course-plan/${planId}/auto-generate`, { enabled: true }],
      ["POST", "/api/ai-content/syllabus/generate", { topic: "Astronomy", targetCardCount: 40 }],
      [
        "POST",
        "/api/ai-content/syllabus/generate-subtopic",
        { indexId: crypto.randomUUID(), subtopicName: "Stars" },
      ],
    ];
    for (const [method, url, body] of plans) {
      expectNotVerified(await inject(t.app, unverified, method as "POST", url, body), url);
    }
    const { biology, chemistry } = await twoCourses(t.app, unverified);
    expectNotVerified(
      await analyze(t.app, unverified, { courseIds: [biology.id, chemistry.id] }),
      "merge/analyze",
    );
    const { course, cards } = await botanyCourse(t.app, unverified);
    const cardId = cards[0]!.id;
    const concept = { relatedConceptName: "Calvin cycle", relatedConceptTeaser: "Where the sugar is built" };
    expectNotVerified(
      await generateRelated(t.app, unverified, course.id, cardId, concept),
      "generate-related",
    );
    expectNotVerified(
      await generateBatch(t.app, unverified, course.id, cardId, {
        relatedConcepts: [{ name: "Calvin cycle", teaser: "Sugar" }],
      }),
      "generate-batch-related",
    );
    expectNotVerified(await generateSmart(t.app, unverified, course.id, cardId), "generate-smart-related");
    expectNotVerified(await generateGlossary(t.app, unverified, cardId), "glossary/generate");
    expectNotVerified(
      await indexCourse(t.app, unverified, course.id, { autoGenerateTags: true }),
      "cards/index with tags",
    );

    expect(t.ai.count()).toBe(0);
    expect(await ledger(unverified.id)).toHaveLength(0);
    const db = t.database.db;
    expect(await db.select().from(coursePlans).where(eq(coursePlans.userId, unverified.id))).toHaveLength(0);
    expect(await db.select().from(syllabi).where(eq(syllabi.userId, unverified.id))).toHaveLength(0);
  });

  it("the refusal comes before the lookup: another user's plan and syllabus answer 403, not 404", async () => {
    const plan = await createPlan(t.app, verified, { targetCardCount: 12 });
    const { id } = await makeSyllabus(t.app, verified, "Optics", 40);
    t.ai.reset();
    expectNotVerified(
      await inject(t.app, unverified, "POST", `/api/ai-content/course-plan/${plan.id}/generate-next`),
      "generate-next",
    );
    expectNotVerified(
      await inject(t.app, unverified, "POST", "/api/ai-content/syllabus/generate-subtopic", {
        indexId: id,
        subtopicName: "Optics 1",
      }),
      "generate-subtopic",
    );
    expect(t.ai.count()).toBe(0);
  });

  it("what needs no model stays open: reading plans and syllabi, merge naming from course names, indexing without tags", async () => {
    for (const url of ["/api/ai-content/course-plans", "/api/ai-content/syllabus"]) {
      expect((await inject(t.app, unverified, "GET", url)).statusCode, url).toBe(200);
    }
    const fresh = await aiUser(t.app, { verified: false, accept: false });
    const { biology, chemistry } = await twoCourses(t.app, fresh);
    const merged = await analyze(t.app, fresh, { courseIds: [biology.id, chemistry.id] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.naming.source).toBe("course-names");
    const { course } = await botanyCourse(t.app, unverified);
    const indexed = await indexCourse(t.app, unverified, course.id, { autoGenerateTags: false });
    expect(indexed.statusCode, indexed.body).toBe(200);
    expect(t.ai.count()).toBe(0);
  });

  it("a verified user passes the gate on the same routes", async () => {
    const res = await inject(t.app, verified, "POST", "/api/ai-content/syllabus/generate", {
      topic: "Astronomy",
      targetCardCount: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { biology, chemistry } = await twoCourses(t.app, verified);
    expect((await analyze(t.app, verified, { courseIds: [biology.id, chemistry.id] })).statusCode).toBe(200);
  });
});
