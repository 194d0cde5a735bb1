import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations, users } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { makeCard, setPublic } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import { botanyCourse, generateGlossary, indexCourse, SOURCE_CARD, storedCards } from "./support";

// requirements C7: POST /courses/cards/{cardId}/glossary/generate (glossary, generatedAt); requirements C3 Glossary term
// {term, definitionShort, definitionMedium, contextTags, layersFoundIn}; POST /ai-content/cards/index/{courseId}.

let t: AiTestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  [owner, other] = await Promise.all([aiUser(t.app), aiUser(t.app)]);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const term = (term: string, extra: Record<string, unknown> = {}) => ({
  term,
  definitionShort: `About ${term}.`,
  definitionMedium: `More about ${term}.`,
  contextTags: ["Biology", " biology "],
  ...extra,
});

async function setGlossaryCount(user: SignedUpUser, n: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  await t.database.db
    .update(users)
    .set({ prefs: { ...row!.prefs, glossaryTermCount: n } })
    .where(eq(users.id, user.id));
}

describe("glossary generation", () => {
  it("as many terms as the user's setting; layersFoundIn computed from the card, not the model", async () => {
    const user = await aiUser(t.app);
    await setGlossaryCount(user, 2);
    const { cards } = await botanyCourse(t.app, user);
    t.ai.enqueue({
      json: {
        terms: [term("photosynthesis", { layersFoundIn: ["deepDive"] }), term("Glucose"), term("oxygen")],
      },
    });
    const res = await generateGlossary(t.app, user, cards[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    const { glossary, generatedAt, requested, message } = res.json().data;
    expect(requested).toBe(2);
    expect(message).toBeNull();
    expect(glossary).toEqual([
      {
        term: "photosynthesis",
        definitionShort: "About photosynthesis.",
        definitionMedium: "More about photosynthesis.",
        contextTags: ["biology"],
        layersFoundIn: ["face", "conceptExplainer"],
      },
      expect.objectContaining({ term: "Glucose", layersFoundIn: ["back"] }),
    ]);
    expect(t.ai.requests[0]!.prompt).toContain("Write exactly 2 glossary terms.");
    const stored = (await storedCards(t.app, user, res.json().data.card.courseId))[0]!;
    expect(stored.glossary).toEqual(glossary);
    expect(stored.glossaryGeneratedAt).toBe(generatedAt);
  });

  it("drops terms not written on the card and tops up once; reports a shortfall", async () => {
    const { cards } = await botanyCourse(t.app, owner);
    await setGlossaryCount(owner, 3);
    t.ai.enqueue(
      { json: { terms: [term("mitochondria"), term("Glucose")] } },
      { json: { terms: [term("Glucose"), term("ribosome")] } },
    );
    const res = await generateGlossary(t.app, owner, cards[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.glossary.map((g: { term: string }) => g.term)).toEqual(["Glucose"]);
    expect(res.json().data.message).toBe(
      "1 of 3 glossary terms were generated: the AI found no more usable terms on this card.",
    );
    expect(t.ai.count("glossary")).toBe(2);
    expect(t.ai.requests[1]!.prompt).toContain('"mitochondria" is not written on the card');
    expect(t.ai.requests[1]!.prompt).toContain("Write exactly 2 glossary terms.");
    await setGlossaryCount(owner, 7);
  });

  it("502 and nothing stored when no usable term comes back, or the answer is nonsense", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    t.ai.setHandler(() => ({ json: { terms: [term("mitochondria")] } }));
    const res = await generateGlossary(t.app, owner, cards[0]!.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toContain("Nothing was saved");
    t.ai.setHandler(() => ({ content: "Glossary: photosynthesis means light." }));
    expect((await generateGlossary(t.app, owner, cards[0]!.id)).statusCode).toBe(502);
    const stored = (await storedCards(t.app, owner, course.id))[0]!;
    expect(stored.glossary).toEqual([]);
    expect(stored.glossaryGeneratedAt).toBeNull();
  });

  it("owner only: 401, 404 Card not found for a private card, 403 for a public one, 400 bad id", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const id = cards[0]!.id;
    expect((await generateGlossary(t.app, null, id)).statusCode).toBe(401);
    const hidden = await generateGlossary(t.app, other, id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe("Card not found");
    await setPublic(t.app, owner, course.id);
    expect((await generateGlossary(t.app, other, id)).statusCode).toBe(403);
    expect((await generateGlossary(t.app, owner, "nope")).statusCode).toBe(400);
    expect((await generateGlossary(t.app, owner, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
    expect(t.ai.count()).toBe(0);
  });
});

describe("index course (concept tags)", () => {
  it("tags only the cards that have none, and reports the counts", async () => {
    const { course } = await botanyCourse(t.app, owner, [
      SOURCE_CARD,
      makeCard({ face: "Which gas do plants release?", back: "Oxygen", topic: "Plants" }),
      makeCard({
        face: "What colour is chlorophyll?",
        back: "Green",
        topic: "Plants",
        conceptTags: ["pigments"],
      }),
    ]);
    const res = await indexCourse(t.app, owner, course.id, { autoGenerateTags: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ totalCards: 3, untagged: 2, tagged: 2 });
    const stored = await storedCards(t.app, owner, course.id);
    expect(stored.map((c) => c.conceptTags)).toEqual([
      ["concept 1", "indexed"],
      ["concept 2", "indexed"],
      ["pigments"],
    ]);
    expect(t.ai.count("tags")).toBe(1);
    const again = await indexCourse(t.app, owner, course.id);
    expect(again.json().data).toMatchObject({ untagged: 0, tagged: 0 });
    expect(t.ai.count("tags")).toBe(1);
  });

  it("autoGenerateTags false calls no model; a failing model stores nothing", async () => {
    const { course } = await botanyCourse(t.app, owner);
    const off = await indexCourse(t.app, owner, course.id, { autoGenerateTags: false });
    expect(off.json().data).toMatchObject({ untagged: 1, tagged: 0 });
    expect(t.ai.count()).toBe(0);
    t.ai.setHandler(() => ({ content: "tags!" }));
    expect((await indexCourse(t.app, owner, course.id)).statusCode).toBe(502);
    expect((await storedCards(t.app, owner, course.id))[0]!.conceptTags).toEqual([]);
  });

  it("owner only and validated", async () => {
    const { course } = await botanyCourse(t.app, owner);
    expect((await indexCourse(t.app, null, course.id)).statusCode).toBe(401);
    expect((await indexCourse(t.app, other, course.id)).statusCode).toBe(404);
    await setPublic(t.app, owner, course.id);
    expect((await indexCourse(t.app, other, course.id)).statusCode).toBe(403);
    const bad = await indexCourse(t.app, owner, course.id, { autoGenerateTags: "yes" });
    expect(bad.json().error.fields).toEqual({ autoGenerateTags: "must be true or false" });
  });
});

describe("budget", () => {
  it("402 BUDGET_EXCEEDED for glossary and indexing once the month's budget is spent; nothing stored", async () => {
    const spender = await aiUser(t.app);
    await t.database.db.insert(aiGenerations).values({
      userId: spender.id,
      kind: "glossary",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "succeeded",
      costMicros: 999_990,
    });
    const { course, cards } = await botanyCourse(t.app, spender);
    for (const res of [
      await generateGlossary(t.app, spender, cards[0]!.id),
      await indexCourse(t.app, spender, course.id),
    ]) {
      expect(res.statusCode).toBe(402);
      expect(res.json().error.code).toBe("BUDGET_EXCEEDED");
    }
    expect(t.ai.count()).toBe(0);
    const stored = (await storedCards(t.app, spender, course.id))[0]!;
    expect(stored.glossary).toEqual([]);
    expect(stored.conceptTags).toEqual([]);
  });
});
