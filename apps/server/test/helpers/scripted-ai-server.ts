import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { realisticReply } from "../ai/support/realistic-replies";
import { schemaHonouringModel } from "../ai/support/schema-model";

/**
 * A real HTTP server speaking OpenAI's POST /v1/chat/completions (non-streaming), for tests, e2e and
 * benchmarks: the app's provider code talks to it over the network exactly as to OpenAI or Ollama
 * (AI_PROVIDER=openai-compatible, AI_BASE_URL=<url>). Replies come from a queue, else a handler, else the
 * "realistic" handler that fabricates valid answers (test helpers only; the product never invents output).
 *
 *   const ai = await startScriptedAiServer({ latencyMs: 50 });   // from a test, or a plain tsx script
 */

export type RequestKind =
  | "discovery"
  | "outline"
  | "plan"
  | "batch"
  | "regenerate"
  | "review"
  | "mcq"
  | "syllabus"
  | "merge"
  | "related"
  | "glossary"
  | "tags"
  | "unknown";

export interface ChatRequest {
  path: string;
  body: Record<string, unknown>;
  model: string;
  messages: { role: string; content: string }[];
  system: string;
  /** The last user message (a repair turn's when `isRepair`). */
  lastUser: string;
  /** The first user message: the task's prompt. */
  prompt: string;
  kind: RequestKind;
  /** The app's second attempt after an invalid answer. */
  isRepair: boolean;
  maxTokens: number | null;
  responseFormat: { type?: string; json_schema?: { name?: string; schema?: unknown } } | null;
  receivedAt: number;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type ScriptedReply =
  /** A JSON answer (stringified as the message content); `usage: null` answers without a usage object. */
  | { json: unknown; usage?: Partial<Usage> | null; delayMs?: number }
  /** Raw message content, e.g. malformed JSON. */
  | { content: string; usage?: Partial<Usage> | null; delayMs?: number }
  /** An HTTP error, e.g. 429 with Retry-After, or 500. */
  | { status: number; retryAfter?: string | number; message?: string; delayMs?: number }
  /** A raw HTTP body, e.g. a proxy's HTML error page or truncated JSON. */
  | { raw: string; status?: number; contentType?: string; delayMs?: number }
  /** Never answer (until the client gives up): a timeout. */
  | { hang: true };

export type Handler = (req: ChatRequest) => ScriptedReply | Promise<ScriptedReply>;

export interface ScriptedAiServerOptions {
  /** Delay before every answer, in ms (default 0). */
  latencyMs?: number;
  handler?: Handler;
  /**
   * The default handler: "realistic" (valid answers from the prompts) or "schema" (card calls answered by
   * the sent JSON schema's counts and types only, one multiple-choice question in five flawed:
   * support/schema-model.ts). A `handler` wins over both.
   */
  mode?: "realistic" | "schema";
  port?: number;
}

export interface ScriptedAiServer {
  /** Base URL for AI_BASE_URL, ending in /v1. */
  url: string;
  requests: ChatRequest[];
  enqueue(...replies: ScriptedReply[]): void;
  setHandler(handler: Handler | null): void;
  setLatency(ms: number): void;
  count(kind?: RequestKind): number;
  reset(): void;
  close(): Promise<void>;
}

const SCHEMA_KINDS: Record<string, RequestKind> = {
  discovery_turn: "discovery",
  course_outline: "outline",
  course_plan_outline: "plan",
  card_batch: "batch",
  card_review: "review",
  mcq_options: "mcq",
  syllabus_outline: "syllabus",
  merge_naming: "merge",
  related_card: "related",
  glossary_terms: "glossary",
  concept_tags: "tags",
};

function text(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p) => (p as { text?: string }).text ?? "").join("");
  return "";
}

/** Which task a request is: by the response_format schema name, else by the system prompt. */
export function classifyRequest(body: Record<string, unknown>): { kind: RequestKind; isRepair: boolean } {
  const messages = (body.messages as { role: string; content: unknown }[]) ?? [];
  const system = messages
    .filter((m) => m.role === "system")
    .map((m) => text(m.content))
    .join("\n");
  const users = messages.filter((m) => m.role === "user").map((m) => text(m.content));
  const isRepair = (users.at(-1) ?? "").startsWith("Your answer could not be used");
  const format = body.response_format as ChatRequest["responseFormat"];
  let kind: RequestKind = SCHEMA_KINDS[format?.json_schema?.name ?? ""] ?? "unknown";
  if (kind === "unknown") {
    if (/course discovery chat/.test(system)) kind = "discovery";
    else if (/You design flashcard courses/.test(system)) kind = "outline";
    else if (/You plan flashcard courses/.test(system)) kind = "plan";
    else if (/flashcard writer/.test(system)) kind = "batch";
    else if (/You review flashcards/.test(system)) kind = "review";
    else if (/multiple-choice options for existing flashcards/.test(system)) kind = "mcq";
    else if (/You design syllabi/.test(system)) kind = "syllabus";
    else if (/a card about a concept related to an existing card/.test(system)) kind = "related";
    else if (/You write glossary entries/.test(system)) kind = "glossary";
    else if (/You index flashcards/.test(system)) kind = "tags";
  }
  if (kind === "batch" && /replacement cards/.test(users[0] ?? "")) kind = "regenerate";
  return { kind, isRepair };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startScriptedAiServer(opts: ScriptedAiServerOptions = {}): Promise<ScriptedAiServer> {
  const queue: ScriptedReply[] = [];
  const requests: ChatRequest[] = [];
  const sockets = new Set<Socket>();
  const base = (): Handler | null => opts.handler ?? (opts.mode === "schema" ? schemaHonouringModel() : null);
  let handler: Handler | null = base();
  let latency = opts.latencyMs ?? 0;
  let seq = 0;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    if (req.method !== "POST" || !/^(\/v1)?\/chat\/completions$/.test(path)) {
      return sendJson(res, 404, { error: { message: `Unknown path ${req.method} ${path}` } });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, { error: { message: "Request body is not JSON" } });
    }
    const messages = ((body.messages as { role: string; content: unknown }[]) ?? []).map((m) => ({
      role: m.role,
      content: text(m.content),
    }));
    const users = messages.filter((m) => m.role === "user");
    const request: ChatRequest = {
      path,
      body,
      model: String(body.model ?? ""),
      messages,
      system: messages
        .filter((m) => m.role === "system")
        .map((m) => m.content)
        .join("\n"),
      lastUser: users.at(-1)?.content ?? "",
      prompt: users[0]?.content ?? "",
      ...classifyRequest(body),
      maxTokens: Number(body.max_tokens ?? body.max_completion_tokens) || null,
      responseFormat: (body.response_format as ChatRequest["responseFormat"]) ?? null,
      receivedAt: Date.now(),
    };
    requests.push(request);
    const reply: ScriptedReply = queue.shift() ?? (await (handler ?? realisticReply)(request));
    if ("hang" in reply) return; // the socket stays open until the client aborts or the server closes
    await sleep((reply.delayMs ?? 0) + latency);
    if ("raw" in reply) {
      res.writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "application/json" });
      return res.end(reply.raw);
    }
    if ("status" in reply) {
      const headers: Record<string, string> =
        reply.retryAfter !== undefined ? { "retry-after": String(reply.retryAfter) } : {};
      return sendJson(
        res,
        reply.status,
        {
          error: {
            message: reply.message ?? `Scripted error ${reply.status}`,
            type: "scripted_error",
            code: null,
          },
        },
        headers,
      );
    }
    let content = "json" in reply ? JSON.stringify(reply.json) : reply.content;
    let finish = "stop";
    let completion = reply.usage?.completion_tokens ?? Math.ceil(content.length / 4);
    if (request.maxTokens && completion > request.maxTokens) {
      // As a real model does: the answer stops at max_tokens, usually mid-JSON.
      content = content.slice(0, request.maxTokens * 4);
      completion = request.maxTokens;
      finish = "length";
    }
    const prompt = reply.usage?.prompt_tokens ?? Math.ceil(JSON.stringify(messages).length / 4);
    seq += 1;
    sendJson(res, 200, {
      id: `chatcmpl-scripted-${seq}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish, logprobs: null }],
      // Some OpenAI-compatible servers report no usage at all.
      ...(reply.usage === null
        ? {}
        : {
            usage: {
              prompt_tokens: prompt,
              completion_tokens: completion,
              total_tokens: prompt + completion,
            },
          }),
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setHandler: (h) => {
      handler = h;
    },
    setLatency: (ms) => {
      latency = ms;
    },
    count: (kind) => (kind ? requests.filter((r) => r.kind === kind).length : requests.length),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      handler = base();
      latency = opts.latencyMs ?? 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
