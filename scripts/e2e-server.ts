// Starts the built app the way `npm start` does, on a fresh temporary data dir, with a local SMTP
// server that writes every received mail as JSON into E2E_MAIL_DIR, so tests can open real links, and a
// scripted OpenAI-compatible AI server (apps/server/test/helpers) that the app reaches over HTTP through
// its real openai-compatible provider, so AI journeys run without a paid provider. E2E_AI=off leaves AI
// unconfigured (the "not configured" screen). Run with `npx tsx scripts/e2e-server.ts`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { mcqFlawingModel } from "../apps/server/test/ai/support/flawed-mcq-options";
import { scarceSubtopicModel } from "../apps/server/test/ai/support/scarce-subtopic";
import { startScriptedAiServer } from "../apps/server/test/helpers/scripted-ai-server";

const mailDir = process.env.E2E_MAIL_DIR ?? path.resolve("test-results/mail");
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let count = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      count += 1;
      writeFileSync(path.join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
const smtpPort = (smtp.server.address() as AddressInfo).port;

if (process.env.E2E_AI !== "off") {
  // A little latency, so the app's pending states are real. The "realistic" handler answers, but for
  // one card in five the Improve Course options are flawed every time, as a real model's can be, and a
  // "Scarce" plan's second subtopic always ends one card short (a shortfall to show).
  const ai = await startScriptedAiServer({
    latencyMs: Number(process.env.E2E_AI_LATENCY_MS ?? 100),
    handler: scarceSubtopicModel(mcqFlawingModel),
  });
  process.env.AI_PROVIDER = "openai-compatible";
  process.env.AI_BASE_URL = ai.url;
  process.env.AI_MODEL = "scripted-model";
  // Priced like a small hosted model, so costs and the budget are non-zero as in production.
  process.env.AI_PRICES_JSON ??= JSON.stringify({ "scripted-model": { input: 0.15, output: 0.6 } });
}

process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "recall-e2e-"));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.PORT = process.env.E2E_PORT ?? "4173";
process.env.HOST = "127.0.0.1";
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.AUTH_RATE_LIMIT ??= "1000";
// Specs set up courses through the API, some in parallel for one user: the heavy-route limits are
// tested in the server suite (test/platform/heavy-rate-limit.test.ts).
process.env.HEAVY_RATE_LIMIT ??= "1000";
process.env.HEAVY_CONCURRENCY ??= "10";
process.env.LOG_LEVEL ??= "warn";
// @ts-expect-error: the built server has no type declarations; it starts listening when imported.
await import("../apps/server/dist/main.js");
