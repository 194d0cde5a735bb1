import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { freePort } from "../helpers/server-processes";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { aiUser, discover, SCRIPTED_MODEL, SCRIPTED_PRICES } from "./support/ai-test-app";

/**
 * The model server is down (nothing listens at AI_BASE_URL): the user reads that the AI provider could not
 * be reached; the address and the error code (ECONNREFUSED) stay in the log.
 */
let t: TestApp;
let user: SignedUpUser;
let port: number;
const lines: string[] = [];
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp(
    {
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: SCRIPTED_MODEL,
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_PRICES_JSON: SCRIPTED_PRICES,
      AI_MAX_RETRIES: "1",
      LOG_LEVEL: "warn",
    },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
  user = await aiUser(t.app);
});
afterAll(() => t.close());

describe("an unreachable AI provider", () => {
  it("is a 502 AI_ERROR saying the provider could not be reached, without address or error code", async () => {
    const res = await discover(t.app, user, "I want to learn chemistry");
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: "AI_ERROR",
      message: "The AI provider could not be reached. Please try again later.",
    });
    for (const internal of ["ECONNREFUSED", "127.0.0.1", String(port), "connect"])
      expect(res.body, internal).not.toContain(internal);
    const logged = lines.join("\n");
    expect(logged).toContain("AI provider call failed");
    expect(logged).toContain("ECONNREFUSED");
  });
});
