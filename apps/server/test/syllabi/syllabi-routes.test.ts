import { SYLLABUS_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiTestApp, aiUser, createAiTestApp, inject } from "../ai/support/ai-test-app";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import {
  createSyllabus,
  generateSubtopic,
  listSyllabi,
  makeSyllabus,
  nextSubtopics,
  report,
} from "./support";

// requirements C7 syllabus calls, requirements C3 Syllabus and Coverage report, requirements C5 Syllabus form rules, requirements C9 constants.
let t: AiTestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  [owner, other] = await Promise.all([aiUser(t.app), aiUser(t.app)]);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("POST /ai-content/syllabus/generate", () => {
  it("structures the topic with one AI call: subtopics whose planned cards add up to the target, and an empty course", async () => {
    const res = await createSyllabus(t.app, owner, { topic: "Astronomy", targetCardCount: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const { syllabus } = res.json().data; // requirements C7: data.syllabus._id (here `id`)
    expect(syllabus.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(syllabus.mainTopic).toBe("Astronomy");
    expect(syllabus.status).toBe("structured");
    expect(syllabus.syllabus.totalSubtopics).toBe(13); // about one subtopic per batch of 8
    expect(syllabus.syllabus.completedSubtopics).toBe(0);
    expect(syllabus.coverage).toEqual({ totalCardsGenerated: 0, plannedCards: 100 });
    expect(t.ai.count("syllabus")).toBe(1);
    expect(t.ai.requests[0]!.prompt).toContain("Cards: 100");
    const course = await inject(t.app, owner, "GET", `/api/courses/${syllabus.courseId}`);
    expect(course.statusCode).toBe(200);
    expect(course.json().data.course.cardCount).toBe(0);
  });

  it("default card count 100 (requirements C9)", async () => {
    const res = await createSyllabus(t.app, owner, { topic: "Geology" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.syllabus.coverage.plannedCards).toBe(100);
  });

  it("never trusts the model's structure: duplicates dropped, counts re-apportioned to the target", async () => {
    t.ai.enqueue({
      json: {
        mainTopic: "Rocks",
        description: "All about rocks.",
        subtopics: [
          { name: "Igneous", description: "", difficulty: "beginner", plannedCards: 500 },
          { name: "igneous", description: "dup", difficulty: "beginner", plannedCards: 5 },
          { name: "  ", description: "blank", difficulty: "advanced", plannedCards: 5 },
          { name: "Metamorphic", description: "", difficulty: "advanced", plannedCards: -3 },
        ],
      },
    });
    const res = await createSyllabus(t.app, owner, { topic: "Rocks", targetCardCount: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const r = await report(t.app, owner, res.json().data.syllabus.id);
    const subs = r.json().data.subtopics;
    expect(subs.map((s: { name: string }) => s.name)).toEqual(["Igneous", "Metamorphic"]);
    expect(subs.reduce((n: number, s: { plannedCards: number }) => n + s.plannedCards, 0)).toBe(20);
    expect(subs.every((s: { plannedCards: number }) => s.plannedCards >= 4)).toBe(true);
  });

  it.each([
    [{}, "topic", SYLLABUS_MESSAGES.topicRequired],
    [{ topic: "   " }, "topic", SYLLABUS_MESSAGES.topicRequired], // requirements C5 'Please enter a topic'
    [{ topic: "x".repeat(201) }, "topic", "Topic must be at most 200 characters"],
    [{ topic: "Rocks", targetCardCount: 10 }, "targetCardCount", "Card count must be at least 20"],
    [{ topic: "Rocks", targetCardCount: 510 }, "targetCardCount", "Card count must be at most 500"],
    [{ topic: "Rocks", targetCardCount: 25 }, "targetCardCount", "Card count must be a multiple of 10"],
    [{ topic: "Rocks", targetCardCount: "100" }, "targetCardCount", "Card count must be a number"],
    [{ topic: "Rocks", extra: 1 }, "extra", undefined],
  ])("400 for %j (requirements C5: 20-500, step 10)", async (body, field, message) => {
    const res = await createSyllabus(t.app, owner, body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.fields).toHaveProperty(field);
    if (message) expect(error.fields[field]).toBe(message);
    expect(t.ai.requests).toHaveLength(0);
  });

  it("401 without a token; 403 before the content guidelines are accepted; nothing stored", async () => {
    expect((await createSyllabus(t.app, null, { topic: "Rocks" })).statusCode).toBe(401);
    const fresh = await aiUser(t.app, { accept: false });
    const res = await createSyllabus(t.app, fresh, { topic: "Rocks" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("GUIDELINES_NOT_ACCEPTED");
    expect((await listSyllabi(t.app, fresh)).json().data.syllabi).toEqual([]);
  });

  it("a model failure stores nothing (502)", async () => {
    t.ai.setHandler(() => ({ content: "not json" }));
    const before = (await listSyllabi(t.app, owner)).json().data.syllabi.length;
    const res = await createSyllabus(t.app, owner, { topic: "Volcanoes" });
    expect(res.statusCode).toBe(502);
    expect((await listSyllabi(t.app, owner)).json().data.syllabi).toHaveLength(before);
  });

  it("503 when AI is not configured", async () => {
    const plain = await createTestApp();
    try {
      const user = await aiUser(plain.app);
      const res = await createSyllabus(plain.app, user, { topic: "Rocks" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe("AI_NOT_CONFIGURED");
    } finally {
      await plain.close();
    }
  });
});

describe("GET /ai-content/syllabus", () => {
  it("lists only the user's own syllabi, newest first, with main topic, description and progress", async () => {
    const me = await aiUser(t.app);
    await makeSyllabus(t.app, me, "Optics");
    await makeSyllabus(t.app, me, "Acoustics");
    await makeSyllabus(t.app, other, "Secret");
    const res = await listSyllabi(t.app, me);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.syllabi;
    expect(list.map((s: { mainTopic: string }) => s.mainTopic)).toEqual(["Acoustics", "Optics"]);
    expect(list[0].description).toContain("Acoustics");
    expect(list[0].syllabus).toMatchObject({ totalSubtopics: 5, completedSubtopics: 0 });
    expect((await listSyllabi(t.app, null)).statusCode).toBe(401);
  });
});

describe("report and next", () => {
  it("the coverage report: main topic, status, cards total/planned, percent, counts by difficulty, subtopics", async () => {
    const { id } = await makeSyllabus(t.app, owner, "Optics", 40);
    const res = await report(t.app, owner, id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      mainTopic: "Optics",
      status: "structured",
      progress: { totalCards: 0, plannedCards: 40, percentComplete: 0 },
      byDifficulty: { beginner: 0, intermediate: 0, advanced: 0 },
    });
    expect(data.subtopics).toHaveLength(5);
    expect(data.subtopics[0]).toMatchObject({
      name: "Optics 1",
      status: "not_started",
      cardCount: 0,
      plannedCards: 8,
    });
  });

  it("next: 3 subtopics by default (requirements C9), `count` honoured, in syllabus order", async () => {
    const { id } = await makeSyllabus(t.app, owner, "Optics", 40);
    const three = await nextSubtopics(t.app, owner, id);
    expect(three.statusCode).toBe(200);
    expect(three.json().data.subtopics.map((s: { name: string }) => s.name)).toEqual([
      "Optics 1",
      "Optics 2",
      "Optics 3",
    ]);
    const one = await nextSubtopics(t.app, owner, id, "?count=1");
    expect(one.json().data.subtopics).toHaveLength(1);
  });

  it.each(["?count=0", "?count=21", "?count=abc", "?count=1.5"])("next%s: 400 naming count", async (q) => {
    const { id } = await makeSyllabus(t.app, owner);
    const res = await nextSubtopics(t.app, owner, id, q);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("count");
  });

  it("404 'Syllabus not found' for another user's syllabus and a missing one, on every route; 400 for a bad id", async () => {
    const { id, first } = await makeSyllabus(t.app, owner);
    for (const target of [id, MISSING]) {
      for (const res of [
        await report(t.app, other, target),
        await nextSubtopics(t.app, other, target),
        await generateSubtopic(t.app, other, { indexId: target, subtopicName: first }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(SYLLABUS_MESSAGES.notFound); // requirements C8
      }
    }
    expect((await report(t.app, owner, "not-a-uuid")).statusCode).toBe(400);
    expect((await nextSubtopics(t.app, owner, "not-a-uuid")).statusCode).toBe(400);
    expect((await report(t.app, null, id)).statusCode).toBe(401);
    expect(t.ai.count("batch")).toBe(0);
  });
});

describe("POST /ai-content/syllabus/generate-subtopic validation", () => {
  it.each([
    [{}, "indexId"],
    [{ indexId: "nope", subtopicName: "x" }, "indexId"],
    [{ indexId: MISSING }, "subtopicName"],
    [{ indexId: MISSING, subtopicName: "  " }, "subtopicName"],
    [{ indexId: MISSING, subtopicName: "x", cardCount: 0 }, "cardCount"],
    [{ indexId: MISSING, subtopicName: "x", cardCount: 17 }, "cardCount"],
    [{ indexId: MISSING, subtopicName: "x", cardCount: 2.5 }, "cardCount"],
    [{ indexId: MISSING, subtopicName: "x", other: true }, "other"],
  ])("400 for %j", async (body, field) => {
    const res = await generateSubtopic(t.app, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it("404 for a subtopic that is not in the syllabus; 401 without a token", async () => {
    const { id } = await makeSyllabus(t.app, owner);
    const res = await generateSubtopic(t.app, owner, { indexId: id, subtopicName: "Cooking" });
    expect(res.statusCode).toBe(404);
    expect((await generateSubtopic(t.app, null, { indexId: id, subtopicName: "x" })).statusCode).toBe(401);
  });
});
