import type { GenerateCourseBody } from "@recall/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client";

/** The body is never read: the stubbed fetch answers without looking at it. */
const body = () => ({ brief: {} }) as unknown as GenerateCourseBody;

afterEach(() => vi.unstubAllGlobals());

describe("a call with `once`: one Idempotency-Key per user action", () => {
  it("retries a request that got no answer under the same key, and a new action gets a new key", async () => {
    const keys: string[] = [];
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)["idempotency-key"]!);
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return new Response(JSON.stringify({ data: { jobId: "j1" } }), { status: 202 });
      }),
    );
    expect(await api.call("POST /ai-content/generate", { body: body() }, { once: true })).toEqual({
      data: { jobId: "j1" },
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(keys[1]).toBe(keys[0]);
    await api.call("POST /ai-content/generate", { body: body() }, { once: true });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("a plain post sends no key and is not retried", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetch);
    await expect(api.call("POST /ai-content/discovery", { body: { message: "Rome" } })).rejects.toThrow(
      "Cannot reach the server",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
