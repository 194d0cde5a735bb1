import { isMcqCard, textKey } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations, generationJobs } from "../../src/db/schema/index";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, brief, createAiTestApp, generate, inject } from "./support/ai-test-app";
import { cardHandler, validCards } from "./support/flawed-replies";
import { realisticReply } from "./support/realistic-replies";

/**
 * "Generate the rest" (docs/decisions/ai-jobs.md "Shortfall"): a course that fell short gets
 * its missing cards from a follow-up job, into the same course, to the brief's plan.
 */
let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const rest = (user: SignedUpUser | null, jobId: string) =>
  inject(t.app, user, "POST", `/api/ai-content/jobs/${jobId}/generate-rest`);

/** A 24-card generation whose third topic gets nothing usable: 16 of 24 cards, 14 of 20 MCQ. */
async function shortCourse(user: SignedUpUser) {
  t.ai.setHandler(cardHandler((ask) => (ask.topic.endsWith("part 3") ? [] : undefined)));
  const res = await generate(t.app, user, brief({ cardCount: 24 }));
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data.shortfall).toMatchObject({ cardsCreated: 16, plannedCards: 24, mcqCreated: 14 });
  t.ai.reset();
  return data as { jobId: string; course: { id: string } };
}

async function cardsOf(user: SignedUpUser, courseId: string) {
  const res = await inject(t.app, user, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  return res.json().data.cards as { face: string; type: string; topic: string }[];
}

describe("POST /ai-content/jobs/{id}/generate-rest", () => {
  it("writes the missing cards into the same course, on the topic that fell short, to the plan", async () => {
    const user = await aiUser(t.app);
    const first = await shortCourse(user);
    const res = await rest(user, first.jobId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      jobId: expect.not.stringMatching(first.jobId),
      course: { id: first.course.id, cardCount: 24 },
      shortfall: null,
      metadata: { calls: 1 },
    });
    // One batch call for the 8 missing cards (6 MCQ), on part 3; no outline.
    expect(t.ai.count("outline")).toBe(0);
    expect(t.ai.requests).toHaveLength(1);
    expect(t.ai.requests[0]!.prompt).toMatch(/^Topic: Photosynthesis: part 3$/m);
    expect(t.ai.requests[0]!.prompt).toContain("Write exactly 8 cards: 6 multiple-choice");
    const cards = await cardsOf(user, first.course.id);
    expect(cards).toHaveLength(24);
    expect(cards.filter(isMcqCard)).toHaveLength(20);
    expect(new Set(cards.map((c) => textKey(c.face))).size).toBe(24);

    const parent = (await inject(t.app, user, "GET", `/api/ai-content/jobs/${first.jobId}`)).json().data;
    expect(parent).toMatchObject({ canGenerateRest: false, shortfall: { cardsCreated: 16 } });
    const again = await rest(user, first.jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The rest of this course was already generated.");
    const child = (await inject(t.app, user, "GET", `/api/ai-content/jobs/${data.jobId}`)).json().data;
    expect(child).toMatchObject({
      kind: "course-rest",
      status: "completed",
      shortfall: null,
      canGenerateRest: false,
    });
  });

  it("refuses the faces the course already has; a rest that falls short again reports the whole course", async () => {
    const user = await aiUser(t.app);
    const first = await shortCourse(user);
    const existing = (await cardsOf(user, first.course.id)).map((c) => c.face);
    // The model repeats 4 questions of the course, then writes nothing more.
    t.ai.setHandler(
      cardHandler((ask) => {
        if (ask.topUp) return [];
        const cards = validCards(ask.topic, ask.total, ask.mcq);
        return cards.map((c, i) => (i < 4 ? { ...c, face: existing[i]!.toUpperCase() } : c));
      }),
    );
    const res = await rest(user, first.jobId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.shortfall).toMatchObject({
      plannedCards: 24,
      cardsCreated: 20,
      missingCards: 4,
      message: expect.stringMatching(/^20 of 24 cards were generated/),
    });
    expect(t.ai.requests[1]!.prompt).toMatch(/repeats a question already in the course/);
    const cards = await cardsOf(user, first.course.id);
    expect(new Set(cards.map((c) => textKey(c.face))).size).toBe(20);

    // The follow-up can itself be continued, and then the course is complete.
    t.ai.setHandler(realisticReply);
    const last = await rest(user, data.jobId);
    expect(last.statusCode).toBe(200);
    expect(last.json().data).toMatchObject({ course: { cardCount: 24 }, shortfall: null });
    const final = await cardsOf(user, first.course.id);
    expect(final.filter(isMcqCard).length).toBeGreaterThanOrEqual(20);
  });

  it("two clicks at once start one follow-up", async () => {
    const user = await aiUser(t.app);
    const first = await shortCourse(user);
    t.ai.setLatency(200);
    const [a, b] = await Promise.all([rest(user, first.jobId), rest(user, first.jobId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await cardsOf(user, first.course.id)).length).toBe(24);
  });

  it("404 for another user's job, an unknown job or a deleted course; 409 when nothing is missing; 401 anonymous", async () => {
    const owner = await aiUser(t.app);
    const first = await shortCourse(owner);
    const stranger = await aiUser(t.app);
    const theirs = await rest(stranger, first.jobId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe("Generation job not found");
    expect((await rest(owner, "0b5f7a3c-1111-4222-8333-444455556666")).statusCode).toBe(404);
    expect((await rest(owner, "not-a-uuid")).statusCode).toBe(400);
    expect((await rest(null, first.jobId)).statusCode).toBe(401);

    t.ai.setHandler(realisticReply);
    const complete = (await generate(t.app, owner, brief({ cardCount: 10 }))).json().data;
    const none = await rest(owner, complete.jobId);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe("This generation is not missing any cards.");

    expect((await inject(t.app, owner, "DELETE", `/api/courses/${first.course.id}`)).statusCode).toBe(200);
    const gone = await rest(owner, first.jobId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe("Course not found");
    expect(t.ai.count("batch")).toBe(2); // only the 10-card course's batches reached the model
  });

  it("402 when the budget cannot cover the first call; no job is created", async () => {
    const user = await aiUser(t.app);
    const first = await shortCourse(user);
    await t.database.db.insert(aiGenerations).values({
      userId: user.id,
      kind: "discovery",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "succeeded",
      costMicros: 5_000_000,
    });
    const res = await rest(user, first.jobId);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("BUDGET_EXCEEDED");
    expect(t.ai.count()).toBe(0);
    const jobs = await t.database.db.select().from(generationJobs).where(eq(generationJobs.userId, user.id));
    expect(jobs).toHaveLength(1);
    const parent = (await inject(t.app, user, "GET", `/api/ai-content/jobs/${first.jobId}`)).json().data;
    expect(parent.canGenerateRest).toBe(true);
  });

  it("GET /ai-content/courses/{courseId}/generation: the owner sees the shortfall, then the follow-up; others do not", async () => {
    const owner = await aiUser(t.app);
    const first = await shortCourse(owner);
    const url = `/api/ai-content/courses/${first.course.id}/generation`;
    const before = (await inject(t.app, owner, "GET", url)).json().data;
    expect(before).toMatchObject({
      id: first.jobId,
      canGenerateRest: true,
      shortfall: { message: "16 of 24 cards were generated (14 of 20 multiple choice)." },
    });

    const stranger = await aiUser(t.app);
    expect((await inject(t.app, stranger, "GET", url)).statusCode).toBe(404);
    const patch = await inject(t.app, owner, "PATCH", `/api/courses/${first.course.id}`, { isPublic: true });
    expect(patch.statusCode).toBe(200);
    const seenByOther = await inject(t.app, stranger, "GET", url);
    expect(seenByOther.statusCode).toBe(200);
    expect(seenByOther.json().data).toBeNull();

    t.ai.setHandler(realisticReply);
    const done = (await rest(owner, first.jobId)).json().data;
    const after = (await inject(t.app, owner, "GET", url)).json().data;
    expect(after).toMatchObject({
      id: done.jobId,
      kind: "course-rest",
      shortfall: null,
      canGenerateRest: false,
    });

    const manual = (
      await inject(t.app, owner, "POST", "/api/courses/upload", {
        name: "Hand made",
        slug: "hand-made",
        topics: [],
        levels: [],
        cards: [{ face: "Q", back: "A", topic: "T", level: "Beginner" }],
      })
    ).json().data;
    const none = await inject(t.app, owner, "GET", `/api/ai-content/courses/${manual.course.id}/generation`);
    expect(none.json()).toEqual({ data: null });
  });
});
