import { passageSupport, splitPassages } from "@recall/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, brief, createAiTestApp, inject } from "./support/ai-test-app";
import { cardHandler } from "./support/flawed-replies";
import { fabricateCard, passageCard } from "./support/realistic-replies";

/**
 * cards are generated from the learner's material; each card keeps the passage it came from,
 * and a check rejects a card whose answer has no support in its passage. A rejected card counts as missing,
 * so the top-up replaces it (within its bound), and a shortfall is reported as for any generation.
 */
let t: AiTestApp;
let user: SignedUpUser;
let materialId: string;
let passages: string[];

const PARAGRAPHS = [
  "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, small organelles inside the cells of leaves. The pigment chlorophyll absorbs mostly red and blue light and reflects green light, which is why leaves look green. Water enters through the roots and carbon dioxide through tiny pores called stomata. Oxygen leaves the leaf as a by-product of splitting water molecules. Glucose made by the plant is stored as starch or used for growth.",
  "The light-dependent reactions happen in the thylakoid membranes. Photosystem two absorbs light and splits water, releasing oxygen, protons and electrons. The electrons travel along an electron transport chain that pumps protons into the thylakoid space. ATP synthase uses the proton gradient to make ATP. Photosystem one re-energises the electrons, which reduce NADP+ to NADPH. Both ATP and NADPH carry energy to the next stage of photosynthesis in the stroma of the chloroplast.",
  "The Calvin cycle takes place in the stroma and does not need light directly. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate. The products are reduced with the energy of ATP and NADPH to form glyceraldehyde three-phosphate. Some of this sugar leaves the cycle to build glucose, and the rest regenerates ribulose bisphosphate so the cycle can continue. Three turns of the cycle fix three molecules of carbon dioxide into one small sugar molecule.",
];

beforeAll(async () => {
  t = await createAiTestApp();
  user = await aiUser(t.app);
  const res = await inject(t.app, user, "POST", "/api/ai-content/materials", {
    text: PARAGRAPHS.join("\n\n"),
    title: "Photosynthesis notes",
  });
  expect(res.statusCode).toBe(201);
  materialId = res.json().data.id;
  passages = splitPassages(PARAGRAPHS.join("\n\n"));
  expect(passages.length).toBeGreaterThan(1);
  expect(res.json().data.passageCount).toBe(passages.length);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const generateFrom = (u: SignedUpUser, id: string, cardCount = 12) =>
  inject(t.app, u, "POST", "/api/ai-content/generate", { brief: brief({ cardCount }), materialId: id });

type StoredCard = {
  face: string;
  back: string;
  type: string;
  options: string[] | null;
  answerIndex: number | null;
  sourcePassage?: string | null;
};

async function courseCards(courseId: string): Promise<StoredCard[]> {
  const res = await inject(t.app, user, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  expect(res.statusCode).toBe(200);
  return res.json().data.cards;
}

const answerOf = (c: StoredCard) => (c.type === "mcq" ? c.options![c.answerIndex!]! : c.back);
const passageOfPrompt = (prompt: string) => /^Passage: (.+)$/m.exec(prompt)?.[1] ?? null;
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

describe("a course from the learner's material", () => {
  it("writes every batch from a passage, and every card keeps its passage (shown under Learn more)", async () => {
    const res = await generateFrom(user, materialId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.shortfall).toBeNull();
    expect(data.course.cardCount).toBe(12);

    const outline = t.ai.requests.find((r) => r.kind === "outline")!;
    expect(outline.prompt).toContain("The course is written from the learner's own material");
    expect(outline.prompt).toContain("The Calvin cycle takes place in the stroma");
    const batches = t.ai.requests.filter((r) => r.kind === "batch");
    // 12 cards over the passages by length, batches of at most 8: every batch quotes one passage, each passage is used.
    const quoted = batches.map((r) => passageOfPrompt(r.prompt));
    expect(new Set(quoted)).toEqual(new Set(passages.map(squash)));

    const cards = await courseCards(data.course.id);
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      expect(passages).toContain(card.sourcePassage);
      expect(passageSupport(answerOf(card), card.sourcePassage!).supported).toBe(true);
    }
    expect(new Set(cards.map((c) => c.sourcePassage)).size).toBe(passages.length);
  });

  it("rejects a card whose answer has no support in its passage and tops up a replacement", async () => {
    t.ai.setHandler(
      cardHandler((ask, req) => {
        const passage = passageOfPrompt(req.prompt)!;
        const cards = Array.from({ length: ask.total }, (_, i) =>
          passageCard(passage, ask.topic, i < ask.mcq, i),
        );
        if (!ask.topUp) {
          // One made-up answer per first call: nothing in the passage says this.
          const last = ask.total - 1;
          const invented = "Mitochondria release energy through cellular respiration in animal muscles";
          cards[last] = {
            ...cards[last]!,
            back: invented,
            options:
              cards[last]!.options?.map((o, k) => (k === cards[last]!.answerIndex ? invented : o)) ?? null,
          };
        }
        return cards;
      }),
    );
    const res = await generateFrom(user, materialId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shortfall).toBeNull();
    const topUps = t.ai.requests.filter((r) => r.kind === "regenerate");
    // One top-up per batch, for the one rejected card.
    expect(topUps).toHaveLength(t.ai.requests.filter((r) => r.kind === "batch").length);
    for (const r of topUps) expect(r.prompt).toContain("the answer is not supported by the passage");
    const cards = await courseCards(res.json().data.course.id);
    expect(cards).toHaveLength(12);
    expect(cards.some((c) => answerOf(c).includes("Mitochondria"))).toBe(false);
  });

  it("a model that only invents answers stores no card: the job fails after the bounded top-ups", async () => {
    t.ai.setHandler(
      cardHandler((ask) =>
        Array.from({ length: ask.total }, (_, i) =>
          fabricateCard(`invented fact ${i}`, ask.topic, i < ask.mcq, i),
        ),
      ),
    );
    const res = await generateFrom(user, materialId);
    // Nothing supported at all: the job fails with its message rather than storing unsupported cards.
    expect(res.statusCode).toBe(502);
    const cardCalls = t.ai.requests.filter((r) => r.kind === "batch" || r.kind === "regenerate");
    const firstCalls = t.ai.requests.filter((r) => r.kind === "batch").length;
    expect(cardCalls).toHaveLength(firstCalls * 4);
  });

  it("a partly supported model ends with what was made and the shortfall in words", async () => {
    t.ai.setHandler(
      cardHandler((ask, req) => {
        const passage = passageOfPrompt(req.prompt)!;
        // One supported card per call; the rest invented.
        return Array.from({ length: ask.total }, (_, i) =>
          i === 0
            ? passageCard(passage, ask.topic, i < ask.mcq, i)
            : fabricateCard(`invented ${i}`, ask.topic, i < ask.mcq, i),
        );
      }),
    );
    const res = await generateFrom(user, materialId);
    expect(res.statusCode).toBe(200);
    const { shortfall, course } = res.json().data;
    expect(shortfall).not.toBeNull();
    expect(shortfall.cardsCreated).toBe(course.cardCount);
    expect(shortfall.message).toMatch(/^\d+ of 12 cards were generated/);
  });

  it("another user's material, or a missing one, is not found; no job starts", async () => {
    const stranger = await aiUser(t.app);
    const res = await generateFrom(stranger, materialId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Material not found");
    const missing = await generateFrom(user, "00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    const invalid = await generateFrom(user, "not-a-uuid");
    expect(invalid.statusCode).toBe(400);
    expect(t.ai.requests).toHaveLength(0);
  });
});
