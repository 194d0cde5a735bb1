import type { ChatRequest, Handler, ScriptedReply } from "../../helpers/scripted-ai-server";

/**
 * A model that always comes up one card short on a plan's second subtopic when the topic names itself
 * scarce ("Scarce light: step 2"): the last card of every answer for it repeats an option, which the card
 * checks reject, top-ups included, so that subtopic ends one card short however often it is asked. Every
 * other answer is `inner`'s. Lets the e2e journey see a real shortfall through the real provider.
 */
const SCARCE_TOPIC = /^Topic: .*Scarce[^\n]*: step 2\b/im;

export function scarceSubtopicModel(inner: Handler): Handler {
  return async (req: ChatRequest): Promise<ScriptedReply> => {
    const reply = await inner(req);
    // Top-ups ask for "replacement cards" (kind "regenerate"): they come up short too.
    const writesCards = req.kind === "batch" || req.kind === "regenerate";
    if (!writesCards || !SCARCE_TOPIC.test(req.prompt) || !("json" in reply)) return reply;
    const json = reply.json as { cards: Record<string, unknown>[] };
    const cards = [...json.cards];
    const last = cards.at(-1);
    if (!last) return reply;
    const answer = String(last.back);
    cards[cards.length - 1] = {
      ...last,
      type: "mcq",
      options: [answer, answer, "Other", "Another"],
      answerIndex: 0,
    };
    return { ...reply, json: { ...json, cards } };
  };
}
