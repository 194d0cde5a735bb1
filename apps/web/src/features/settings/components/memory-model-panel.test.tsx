import type { MemoryModelResponse } from "@recall/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { answered, route, serve } from "../../../test/msw";
import { testUser } from "../../auth/testing";
import { MemoryModelPanel } from "./memory-model-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const base: MemoryModelResponse = {
  inUse: "default",
  desiredRetention: 0.9,
  trainableReviews: 120,
  totalReviews: 300,
  threshold: 400,
  status: "none",
  lastError: null,
  before: null,
  after: null,
  fittedOnReviews: null,
  fittedAt: null,
  nextRefitAt: null,
  optimizer: { available: true, reason: null },
  canFit: false,
  cannotFitReason: "280 more reviews until your personal model (reviews of a card on a later day count).",
};

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryModelPanel />
    </QueryClientProvider>,
  );
}

beforeEach(() => useAuthStore.getState().setAuth(testUser(), "tok"));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
});

// "Settings show the memory model in use (default or personalised), how well it predicts this
// learner's recall (log loss and RMSE before and after fitting) and a desired-retention setting".
describe("MemoryModelPanel", () => {
  it("before enough reviews: the default model, Fit now disabled with the real reason", async () => {
    serve(route("GET /me/memory-model", () => ({ data: base })));
    renderPanel();
    expect(await screen.findByTestId("memory-model-in-use")).toHaveTextContent(
      "scheduled with the default memory model. 120 of 400 reviews needed",
    );
    const button = screen.getByRole("button", { name: "Fit now" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(base.cannotFitReason!);
  });

  it("after a fit: personalised, the metrics before and after, and Fit now starts a fit", async () => {
    const fitted = {
      ...base,
      inUse: "personalised" as const,
      status: "fitted" as const,
      before: { logLoss: 0.52, rmse: 0.061 },
      after: { logLoss: 0.47, rmse: 0.042 },
      fittedOnReviews: 900,
      canFit: true,
      cannotFitReason: null,
    };
    const calls = serve(
      route("POST /me/memory-model/fit", () =>
        answered("POST /me/memory-model/fit", 202, { data: { jobId: "j1", status: "queued" } }),
      ),
      route("GET /me/memory-model", () => ({ data: fitted })),
    );
    renderPanel();
    expect(await screen.findByText(/fitted to your own reviews/)).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Default 0.520 0.061/ })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Fitted to you 0.470 0.042/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Fit now" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === "/api/me/memory-model/fit")).toBe(true),
    );
  });

  it("saves the desired retention within 70-97 %", async () => {
    const calls = serve(
      route("PATCH /me/memory-model", () => ({ data: { ...base, desiredRetention: 0.85 } })),
      route("GET /me/memory-model", () => ({ data: base })),
    );
    renderPanel();
    const slider = await screen.findByRole("slider", { name: "Desired retention" });
    expect(slider).toHaveAttribute("min", "0.7");
    expect(slider).toHaveAttribute("max", "0.97");
    fireEvent.change(slider, { target: { value: "0.85" } });
    fireEvent.click(screen.getByRole("button", { name: "Save retention" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
        url: "/api/me/memory-model",
        body: { desiredRetention: 0.85 },
      }),
    );
  });
});
