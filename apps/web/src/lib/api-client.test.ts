import type { ErrorResponse, GenerateCourseAccepted, GenerateCourseBody } from "@recall/shared";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../features/auth/testing";
import { useAuthStore } from "../stores/auth-store";
import { answered, failure, route, serve } from "../test/msw";
import { ApiError, api, errorMessage } from "./api-client";

const body: GenerateCourseBody = { brief: { topic: "Rome", knowledgeLevel: "beginner", cardCount: 10 } };

/** 202: the generation is still running (what the server answers a long generation). */
const accepted: GenerateCourseAccepted = {
  data: {
    id: "j1",
    jobId: "j1",
    kind: "course",
    status: "queued",
    progress: null,
    course: null,
    error: null,
    shortfall: null,
    canGenerateRest: false,
    totalCost: 0,
    createdAt: "2026-11-28T00:00:00.000Z",
    finishedAt: null,
  },
};

/** The error a call rejects with (fails the test when the call succeeds instead). */
async function rejectionOf(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/**
 * jsdom cannot navigate and its location cannot be spied on: the page's location becomes a stand-in at
 * `pathname` + `search` whose assign records where the client sends the user.
 */
function stubLocation(pathname: string, search = "") {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal("location", { ...window.location, pathname, search, assign });
  return assign;
}

beforeEach(() => useAuthStore.getState().clearAuth());
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe("a call with `once`: one Idempotency-Key per user action", () => {
  it("retries a request that got no answer under the same key, and a new action gets a new key", async () => {
    const keys: (string | null)[] = [];
    const calls = serve(
      route("POST /ai-content/generate", ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        // The first request never gets an answer: fetch rejects as on a dropped connection.
        return keys.length === 1
          ? HttpResponse.error()
          : answered("POST /ai-content/generate", 202, accepted);
      }),
    );
    expect(await api.call("POST /ai-content/generate", { body }, { once: true })).toEqual(accepted);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[1]).toMatchObject({ method: "POST", url: "/api/ai-content/generate", body });
    await api.call("POST /ai-content/generate", { body }, { once: true });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("a plain post sends no key and is not retried", async () => {
    const keys: (string | null)[] = [];
    serve(
      route("POST /ai-content/discovery", ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        return HttpResponse.error();
      }),
    );
    await expect(api.call("POST /ai-content/discovery", { body: { message: "Rome" } })).rejects.toThrow(
      "Cannot reach the server",
    );
    expect(keys).toEqual([null]);
  });
});

describe("what every call sends", () => {
  it("asks for JSON and carries the signed-in user's token as a bearer header", async () => {
    const headers: Headers[] = [];
    serve(
      route("GET /auth/me", ({ request }) => {
        headers.push(request.headers);
        return { data: { user: testUser() } };
      }),
    );
    useAuthStore.getState().setAuth(testUser(), "tok-123");
    expect(await api.call("GET /auth/me")).toEqual({ data: { user: testUser() } });
    useAuthStore.getState().clearAuth();
    await api.call("GET /auth/me");
    expect(headers.map((h) => [h.get("accept"), h.get("authorization")])).toEqual([
      ["application/json", "Bearer tok-123"],
      ["application/json", null],
    ]);
  });

  it("sends a body as JSON, and `{}` for a POST without one", async () => {
    const calls = serve(
      route("POST /auth/logout", ({ request }) => {
        expect(request.headers.get("content-type")).toBe("application/json");
        return { message: "Logged out successfully" };
      }),
    );
    await api.call("POST /auth/logout");
    expect(calls).toMatchObject([{ method: "POST", url: "/api/auth/logout", body: {} }]);
  });
});

describe("a failed call", () => {
  it("rejects with the server's message, code and fields", async () => {
    const invalid: ErrorResponse = {
      error: {
        code: "VALIDATION_ERROR",
        message: "Topic is required",
        fields: { "brief.topic": "Required" },
      },
    };
    serve(route("POST /ai-content/discovery", () => HttpResponse.json(invalid, { status: 400 })));
    const err = await rejectionOf(api.call("POST /ai-content/discovery", { body: { message: "Rome" } }));
    expect({ ...err, message: err.message }).toEqual({
      name: "ApiError",
      message: "Topic is required",
      status: 400,
      code: "VALIDATION_ERROR",
      fields: { "brief.topic": "Required" },
      fromServer: true,
      retryAfterSeconds: null,
    });
    expect(errorMessage(err, "Could not send.")).toBe("Topic is required");
  });

  it("makes up a message with the status when the answer is not the server's JSON", async () => {
    serve(
      route(
        "GET /auth/me",
        () =>
          new HttpResponse("<html>Bad Gateway</html>", {
            status: 502,
            headers: { "content-type": "text/html" },
          }),
      ),
    );
    const err = await rejectionOf(api.call("GET /auth/me"));
    expect([err.message, err.status, err.code, err.fromServer]).toEqual([
      "Request failed (502)",
      502,
      undefined,
      false,
    ]);
    // The made-up message is no use to a learner: the caller's own text is shown instead.
    expect(errorMessage(err, "Could not load your account.")).toBe("Could not load your account.");
  });

  it("reads a 429's Retry-After in seconds", async () => {
    serve(
      route("POST /ai-content/discovery", () =>
        HttpResponse.json(
          { error: { code: "RATE_LIMITED", message: "Too many requests" } } satisfies ErrorResponse,
          { status: 429, headers: { "retry-after": "30" } },
        ),
      ),
    );
    const err = await rejectionOf(api.call("POST /ai-content/discovery", { body: { message: "Rome" } }));
    expect([err.status, err.code, err.retryAfterSeconds]).toEqual([429, "RATE_LIMITED", 30]);
  });

  it("a 401 to a signed-in call signs out and goes to the login page, saying the session expired", async () => {
    const assign = stubLocation("/courses/c1", "?tab=cards");
    serve(route("GET /auth/me", () => failure(401, "Session expired", "UNAUTHORIZED")));
    useAuthStore.getState().setAuth(testUser(), "tok");
    const err = await rejectionOf(api.call("GET /auth/me"));
    expect([err.status, err.message]).toEqual([401, "Session expired"]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(assign.mock.calls).toEqual([["/login?reason=session-expired&from=%2Fcourses%2Fc1%3Ftab%3Dcards"]]);
  });

  it("a 401 on the login page itself signs out without reloading it", async () => {
    const assign = stubLocation("/login");
    serve(route("GET /auth/me", () => failure(401, "Session expired", "UNAUTHORIZED")));
    useAuthStore.getState().setAuth(testUser(), "tok");
    await rejectionOf(api.call("GET /auth/me"));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("a 401 to a call without a token (a wrong password) leaves the page alone", async () => {
    const assign = stubLocation("/signup");
    serve(route("POST /auth/login", () => failure(401, "Invalid email or password", "UNAUTHORIZED")));
    const err = await rejectionOf(
      api.call("POST /auth/login", { body: { email: "ada@example.com", password: "wrong horse" } }),
    );
    expect([err.status, err.message, err.fromServer]).toEqual([401, "Invalid email or password", true]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("a download", () => {
  // Files are not routes of API_ROUTES (their answer is bytes): a plain MSW handler serves them.
  it("returns the bytes as a Blob, fetched with the token", async () => {
    const tokens: (string | null)[] = [];
    serve(
      http.get("*/api/me/export/e1/download", ({ request }) => {
        tokens.push(request.headers.get("authorization"));
        return new HttpResponse("PK-zip", { headers: { "content-type": "application/zip" } });
      }),
    );
    useAuthStore.getState().setAuth(testUser(), "tok");
    const blob = await api.download("/me/export/e1/download");
    expect(await blob.text()).toBe("PK-zip");
    expect(tokens).toEqual(["Bearer tok"]);
  });

  it("rejects with the server's error like any other call", async () => {
    serve(http.get("*/api/me/export/e1/download", () => failure(404, "Export not found", "NOT_FOUND")));
    const err = await rejectionOf(api.download("/me/export/e1/download"));
    expect([err.status, err.code, err.message]).toEqual([404, "NOT_FOUND", "Export not found"]);
  });
});
