import type { GeneratedCardOutput } from "@recall/shared";
import type { ChatRequest, Handler, ScriptedReply } from "../../helpers/scripted-ai-server";
import { flaws } from "./flawed-replies";
import { fabricateCard, realisticReply } from "./realistic-replies";

/**
 * A model whose provider enforces JSON schemas, and that reads nothing else of a card call: it writes as
 * many cards as the sent schema's `cards` array demands (minItems), of the types it allows (the `type`
 * enum or const; for a mix, the split the array's description states), and gets one multiple-choice
 * question in five wrong (two options the same), as real models do. A schema without a count gets the
 * model's own choice: 5 cards, every other one multiple choice. Other calls are answered realistically.
 */

interface JsonNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  minItems?: number;
  description?: string;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
}

/** The JSON schema the call sent: response_format json_schema, or the one in the system prompt. */
function sentSchema(req: ChatRequest): JsonNode | null {
  const format = req.responseFormat?.json_schema?.schema;
  if (format && typeof format === "object") return format as JsonNode;
  const inPrompt = /matches this JSON schema:\n(\{[\s\S]*\})\s*$/.exec(req.system)?.[1];
  if (!inPrompt) return null;
  try {
    return JSON.parse(inPrompt) as JsonNode;
  } catch {
    return null;
  }
}

function allowedTypes(item: JsonNode | undefined): string[] {
  const type = item?.properties?.type;
  if (type?.const !== undefined) return [String(type.const)];
  if (type?.enum?.length) return type.enum.map(String);
  return ["mcq", "basic"];
}

/** What the sent schema demands of the answer: the count and how many MCQ (null: the schema says nothing). */
export function schemaAsk(req: ChatRequest): { cards: number; mcq: number } | null {
  const array = sentSchema(req)?.properties?.cards;
  if (!array?.minItems) return null;
  const types = allowedTypes(array.items);
  const cards = array.minItems;
  if (types.length === 1) return { cards, mcq: types[0] === "mcq" ? cards : 0 };
  const split = /the first (\d+) of type "mcq"/.exec(array.description ?? "");
  return { cards, mcq: split ? Math.min(cards, Number(split[1])) : Math.ceil(cards / 2) };
}

/** A handler per run: its count of multiple-choice questions decides which one in five is flawed. */
export function schemaHonouringModel(): Handler {
  let mcqWritten = 0;
  return (req): ScriptedReply => {
    if (req.kind !== "batch" && req.kind !== "regenerate") return realisticReply(req);
    const ask = schemaAsk(req) ?? { cards: 5, mcq: 3 };
    const unconstrained = schemaAsk(req) === null;
    const topic = /^Topic: (.+)$/m.exec(req.prompt)?.[1]?.trim() ?? "General";
    const cards: GeneratedCardOutput[] = Array.from({ length: ask.cards }, (_, i) => {
      const mcq = unconstrained ? i % 2 === 0 : i < ask.mcq;
      const card = fabricateCard(`${topic}, point ${i + 1}`, topic, mcq, i);
      if (!mcq) return card;
      mcqWritten += 1;
      return mcqWritten % 5 === 0 ? flaws.duplicateOptions(card) : card;
    });
    return { json: { cards } };
  };
}
