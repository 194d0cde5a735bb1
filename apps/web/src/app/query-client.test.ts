import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { createQueryClient, shouldRetry } from "./query-client";

describe("query defaults (requirements S9: no refetch on focus, 1 retry, fresh for 5 minutes)", () => {
  it("sets the spec's defaults", () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.staleTime).toBe(300_000);
  });
  it("retries a network or server failure once", () => {
    expect(shouldRetry(0, new ApiError("down", 503))).toBe(true);
    expect(shouldRetry(0, new ApiError("offline", 0))).toBe(true);
    expect(shouldRetry(1, new ApiError("down", 503))).toBe(false);
  });
  it("does not retry a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError("Course not found", 404))).toBe(false);
    expect(shouldRetry(0, new ApiError("bad", 400))).toBe(false);
  });
});
