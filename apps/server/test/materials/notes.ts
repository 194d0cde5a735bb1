import { splitPassages } from "@recall/shared";
import { expect } from "vitest";
import type { App } from "../../src/lib/http";
import { inject } from "../ai/support/ai-test-app";
import type { SignedUpUser } from "../helpers/factories";

/**
 * A learner's notes for the material tests of plans and syllabi: six paragraphs of about 600 characters,
 * so the material splits into several passages (shared `splitPassages`).
 */
export const NOTES = [
  "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, small organelles inside the cells of leaves. The pigment chlorophyll absorbs mostly red and blue light and reflects green light, which is why leaves look green. Water enters through the roots and carbon dioxide through tiny pores called stomata. Oxygen leaves the leaf as a by-product of splitting water molecules. Glucose made by the plant is stored as starch or used for growth.",
  "The light-dependent reactions happen in the thylakoid membranes. Photosystem two absorbs light and splits water, releasing oxygen, protons and electrons. The electrons travel along an electron transport chain that pumps protons into the thylakoid space. ATP synthase uses the proton gradient to make ATP. Photosystem one re-energises the electrons, which reduce NADP+ to NADPH. Both ATP and NADPH carry energy to the next stage of photosynthesis in the stroma of the chloroplast.",
  "The Calvin cycle takes place in the stroma and does not need light directly. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate. The products are reduced with the energy of ATP and NADPH to form glyceraldehyde three-phosphate. Some of this sugar leaves the cycle to build glucose, and the rest regenerates ribulose bisphosphate so the cycle can continue. Three turns of the cycle fix three molecules of carbon dioxide into one small sugar molecule.",
  "Limiting factors control the rate of photosynthesis. Light intensity raises the rate until another factor runs short. Carbon dioxide concentration limits the Calvin cycle when light is plentiful. Temperature affects the enzymes, so the rate rises with warmth up to an optimum and falls when the enzymes denature. Farmers in greenhouses raise carbon dioxide levels and keep the air warm and bright so that crops grow faster. The slowest factor at any moment is the one that sets the overall rate.",
  "Plants living in hot dry places use special pathways. C4 plants such as maize first fix carbon dioxide into a four-carbon acid in mesophyll cells, then release it near RuBisCO in bundle sheath cells. This keeps oxygen away from RuBisCO and reduces photorespiration. CAM plants such as cacti open their stomata only at night, store carbon dioxide as malic acid, and use it during the day with their stomata closed. Both pathways save water in harsh climates where ordinary plants would wilt.",
  "Photosynthesis shapes the whole planet. It produces almost all the oxygen in the atmosphere and removes carbon dioxide from the air. Food chains begin with producers that capture sunlight, so animals depend on plants for energy. Fossil fuels such as coal and oil formed from the remains of ancient photosynthetic organisms. Forests and ocean algae act as carbon sinks that slow climate change. Protecting them keeps the balance of gases in the air that living things need.",
];

export const NOTES_TEXT = NOTES.join("\n\n");
export const NOTES_PASSAGES = splitPassages(NOTES_TEXT);

/** Stores the notes as `who`'s material; answers its id. */
export async function createNotes(app: App, who: SignedUpUser): Promise<string> {
  const res = await inject(app, who, "POST", "/api/ai-content/materials", {
    text: NOTES_TEXT,
    title: "Photosynthesis notes",
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.passageCount).toBe(NOTES_PASSAGES.length);
  return res.json().data.id;
}

/** The passage a card prompt hands the model ("Passage: ..."), or null. */
export const passageOfPrompt = (prompt: string) => /^Passage: (.+)$/m.exec(prompt)?.[1] ?? null;
export const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** A stored card's answer as the support check reads it. */
export const answerOf = (c: {
  type: string;
  back: string;
  options: string[] | null;
  answerIndex: number | null;
}) => (c.type === "mcq" ? c.options![c.answerIndex!]! : c.back);

/** The invented answer of the "unsupported card" scripts: nothing in the notes says this. */
export const INVENTED = "Mitochondria release energy through cellular respiration in animal muscles";

/** A stored card as the material tests read it back: where it came from and what it says. */
export type StoredCard = {
  face: string;
  back: string;
  type: string;
  topic: string;
  options: string[] | null;
  answerIndex: number | null;
  sourcePassage: string | null;
};

/** Every card of a course, read through the API as its owner. */
export async function storedCardsOf(app: App, who: SignedUpUser, courseId: string): Promise<StoredCard[]> {
  const res = await inject(app, who, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  expect(res.statusCode).toBe(200);
  return res.json().data.cards;
}
