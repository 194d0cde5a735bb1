import type { ChatRequest, Handler, ScriptedReply } from "../../helpers/scripted-ai-server";
import { mcqOptionsReply, realisticReply } from "./realistic-replies";

/**
 * A model that gets one card in five wrong when asked for multiple-choice options (Improve Course), the
 * same card every time and however often it is asked again, as a real model does with a card it
 * misreads: the app's checks never pass for that card, so the suggestion goes to the owner's review.
 * The other cards get the realistic answer.
 */

export type McqFlaw = "reworded answer" | "repeated option" | "blank option";
const FLAWS: McqFlaw[] = ["reworded answer", "repeated option", "blank option"];

/** FNV-1a: a small stable hash, so the flawed cards are the same in every run and process. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** How the model gets this question wrong, or null for the four questions in five it gets right. */
export function mcqFlawOf(question: string): McqFlaw | null {
  const h = hash(question.trim());
  return h % 5 === 0 ? FLAWS[Math.floor(h / 5) % FLAWS.length]! : null;
}

const questionOf = (req: ChatRequest) => /^Question: (.+)$/m.exec(req.prompt)?.[1]?.trim() ?? "";

/** The realistic options, spoilt by the question's flaw (the correct option stays where it was). */
export function flawedMcqOptionsReply(req: ChatRequest, flaw: McqFlaw): ScriptedReply {
  const reply = mcqOptionsReply(req) as { json: { options: string[]; correctIndex: number } };
  const options = [...reply.json.options];
  const at = reply.json.correctIndex;
  const other = (at + 1) % options.length;
  if (flaw === "reworded answer") options[at] = `Probably ${options[at]}`;
  if (flaw === "repeated option") options[other] = options[(other + 1) % options.length]!;
  if (flaw === "blank option") options[other] = "";
  return { json: { ...reply.json, options, confidence: 0.9 } };
}

/** The scripted server's handler with the flawed model's MCQ options; everything else realistic. */
export const mcqFlawingModel: Handler = (req) => {
  const flaw = req.kind === "mcq" ? mcqFlawOf(questionOf(req)) : null;
  return flaw ? flawedMcqOptionsReply(req, flaw) : realisticReply(req);
};
