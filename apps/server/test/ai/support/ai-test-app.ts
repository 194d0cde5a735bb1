import type { Config } from "../../../src/config";
import type { App } from "../../../src/lib/http";
import { type SignedUpUser, signUpUser, verifyEmailOf } from "../../helpers/factories";
import {
  type ScriptedAiServer,
  type ScriptedAiServerOptions,
  startScriptedAiServer,
} from "../../helpers/scripted-ai-server";
import { createTestApp, type TestApp } from "../../helpers/test-app";

export const SCRIPTED_MODEL = "scripted-model";
/** $1 per million input tokens, $2 per million output tokens: easy sums. */
export const SCRIPTED_PRICES = JSON.stringify({ [SCRIPTED_MODEL]: { input: 1, output: 2 } });

export type Env = Partial<Record<keyof Config, string>>;

/** The env that points the app at a scripted server through the real openai-compatible provider. */
export function aiEnv(server: ScriptedAiServer, env: Env = {}): Env {
  return {
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: SCRIPTED_MODEL,
    AI_BASE_URL: server.url,
    AI_PRICES_JSON: SCRIPTED_PRICES,
    AI_MAX_RETRIES: "2",
    AI_TIMEOUT_MS: "10000",
    ...env,
  };
}

export interface AiTestApp extends TestApp {
  ai: ScriptedAiServer;
}

export async function createAiTestApp(
  env: Env = {},
  server: ScriptedAiServerOptions = {},
): Promise<AiTestApp> {
  const ai = await startScriptedAiServer(server);
  const t = await createTestApp(aiEnv(ai, env));
  return {
    ...t,
    ai,
    close: async () => {
      await t.close();
      await ai.close();
    },
  };
}

/**
 * A signed-up user with a verified email (unless `verified` is false) who accepted the content
 * guidelines (unless `accept` is false).
 */
export async function aiUser(
  app: App,
  opts: { accept?: boolean; verified?: boolean } = {},
): Promise<SignedUpUser> {
  const user = await signUpUser(app);
  if (opts.verified !== false) await verifyEmailOf(app, user);
  if (opts.accept !== false) {
    const res = await app.inject({ method: "POST", url: "/api/auth/accept-guidelines", headers: user.auth });
    if (res.statusCode !== 200) throw new Error(`accept-guidelines failed: ${res.statusCode} ${res.body}`);
  }
  return user;
}

export function brief(overrides: Record<string, unknown> = {}) {
  return {
    topic: "Photosynthesis",
    knowledgeLevel: "beginner",
    goal: "Pass my biology quiz",
    cardCount: 12,
    focusAreas: ["light reactions"],
    language: "en",
    ...overrides,
  };
}

export function inject(
  app: App,
  user: SignedUpUser | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: user ? user.auth : {},
    payload: payload === undefined ? undefined : (payload as Record<string, unknown>),
  });
}

export const discover = (app: App, user: SignedUpUser, message: string, history: unknown[] = []) =>
  inject(app, user, "POST", "/api/ai-content/discovery", { message, conversationHistory: history });

export const generate = (app: App, user: SignedUpUser, b: unknown = brief()) =>
  inject(app, user, "POST", "/api/ai-content/generate", { brief: b });

/** Polls GET /ai-content/jobs/:id until the job finishes. */
export async function waitForJob(app: App, user: SignedUpUser, jobId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await inject(app, user, "GET", `/api/ai-content/jobs/${jobId}`);
    const job = res.json().data;
    if (job.status === "completed" || job.status === "failed" || Date.now() > deadline) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}
