import { AI_MESSAGES, CONTENT_GUIDELINES } from "@recall/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "../../../lib/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { failure, route } from "../../../test/msw";
import { usage, user } from "../testing/fixtures";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { AiCreatePage } from "./ai-create-page";

afterEach(() => {
  vi.useRealTimers();
});

const composer = () => screen.findByRole("textbox", { name: "Your message" });

describe("AiCreatePage", () => {
  it("shows the server's message and the ways without AI when AI is not configured", async () => {
    const api = serveAi(
      route("GET /ai-content/status", () => ({
        data: { configured: false, provider: null, model: null, message: AI_MESSAGES.notConfigured },
      })),
    );
    renderAiCreate(<AiCreatePage />);
    expect(await screen.findByText(AI_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "AI course creation is not available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload a course" })).toHaveAttribute("href", "/courses/upload");
    expect(screen.getByRole("link", { name: "Write cards by hand" })).toHaveAttribute(
      "href",
      "/courses/manual-card",
    );
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Content guidelines" })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual(["/api/ai-content/status"]);
  });

  it("asks for the guidelines first: Continue waits for the checkbox, then the chat opens", async () => {
    const api = serveAi();
    const u = userEvent.setup();
    renderAiCreate(<AiCreatePage />, { user: user({ guidelinesAccepted: false }) });

    expect(await screen.findByRole("heading", { name: "Content guidelines" })).toBeInTheDocument();
    const allowed = screen.getByRole("region", { name: "Allowed topics" });
    const forbidden = screen.getByRole("region", { name: "Not allowed" });
    expect(within(allowed).getAllByRole("listitem")).toHaveLength(CONTENT_GUIDELINES.allowed.length);
    expect(within(forbidden).getAllByRole("listitem")).toHaveLength(CONTENT_GUIDELINES.forbidden.length);
    expect(screen.getByText("Accounts that violate these guidelines are removed.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();

    const proceed = screen.getByRole("button", { name: "Continue" });
    expect(proceed).toBeDisabled();
    await u.click(screen.getByRole("checkbox", { name: "I have read and accept the content guidelines" }));
    expect(proceed).toBeEnabled();
    await u.click(proceed);

    expect(await composer()).toBeInTheDocument();
    expect(api.count("POST", "/auth/accept-guidelines")).toBe(1);
    expect(useAuthStore.getState().user?.guidelinesAccepted).toBe(true);
    expect(screen.queryByRole("heading", { name: "Content guidelines" })).not.toBeInTheDocument();
  });

  it("asks an unverified user to verify first, with a resend action, and opens no chat", async () => {
    const api = serveAi(
      route("POST /auth/resend-verification", () => ({ message: "A new link is on its way." })),
    );
    const u = userEvent.setup();
    renderAiCreate(<AiCreatePage />, { user: user({ emailVerified: false, guidelinesAccepted: false }) });
    expect(await screen.findByText(AI_MESSAGES.emailNotVerified)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Content guidelines" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Send a new link" }));
    await waitFor(() => expect(api.count("POST", "/auth/resend-verification")).toBe(1));
  });

  it("skips the guidelines when the user accepted them already", async () => {
    const api = serveAi();
    renderAiCreate(<AiCreatePage />, { user: user({ guidelinesAccepted: true }) });
    expect(await composer()).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Content guidelines" })).not.toBeInTheDocument();
    expect(api.count("POST", "/auth/accept-guidelines")).toBe(0);
  });

  it("shows the guidelines acceptance failure and stays on the step", async () => {
    serveAi(route("POST /auth/accept-guidelines", () => failure(500, "Database unavailable", "INTERNAL")));
    const u = userEvent.setup();
    renderAiCreate(<AiCreatePage />, { user: user({ guidelinesAccepted: false }) });
    await u.click(await screen.findByRole("checkbox", { name: /accept the content guidelines/ }));
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Content guidelines" })).toBeInTheDocument();
  });

  it("shows spent, budget and remaining, polling usage every 30 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let spent = 1.2345;
    const api = serveAi(
      route("GET /ai-content/usage", () => ({ data: usage({ totalSpent: spent, remaining: 5 - spent }) })),
    );
    renderAiCreate(<AiCreatePage />);
    const usageBox = await screen.findByRole("region", { name: "AI usage" });
    await waitFor(() => expect(usageBox).toHaveTextContent("Spent$1.2345"));
    expect(usageBox).toHaveTextContent("Monthly budget$5.00");
    expect(usageBox).toHaveTextContent("Remaining$3.7655");
    expect(api.count("GET", "/ai-content/usage")).toBe(1);

    spent = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(api.count("GET", "/ai-content/usage")).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(api.count("GET", "/ai-content/usage")).toBe(2);
    await waitFor(() => expect(usageBox).toHaveTextContent("Spent$2.0000"));
  });

  it("shows the budget-reached screen instead of the chat when canGenerate is false", async () => {
    serveAi(
      route("GET /ai-content/usage", () => ({
        data: usage({ totalSpent: 5.0012, remaining: 0, canGenerate: false }),
      })),
    );
    renderAiCreate(<AiCreatePage />);
    expect(await screen.findByRole("heading", { name: "Monthly AI budget reached" })).toBeInTheDocument();
    expect(screen.getByText(AI_MESSAGES.budgetExceeded)).toBeInTheDocument();
    expect(screen.getByText("Spent").nextSibling).toHaveTextContent("$5.0012");
    expect(screen.queryByRole("region", { name: "AI usage" })).not.toBeInTheDocument();
    expect(screen.getAllByText("$5.00").length).toBeGreaterThan(0);
    expect(screen.getByText(/resets on/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Templates" })).not.toBeInTheDocument();
  });

  it("switches to the budget-reached screen when a chat turn answers BUDGET_EXCEEDED", async () => {
    const api = serveAi(
      route("POST /ai-content/discovery", () => failure(402, AI_MESSAGES.budgetExceeded, "BUDGET_EXCEEDED")),
    );
    const u = userEvent.setup();
    renderAiCreate(<AiCreatePage />);
    await u.type(await composer(), "Teach me chemistry{Enter}");
    expect(await screen.findByRole("heading", { name: "Monthly AI budget reached" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
    // The numbers are fetched again so the screen shows the current spending.
    await waitFor(() => expect(api.count("GET", "/ai-content/usage")).toBe(2));
  });

  it("goes back to the guidelines when the server says they were not accepted", async () => {
    serveAi(
      route("POST /ai-content/discovery", () =>
        failure(403, AI_MESSAGES.guidelinesNotAccepted, "GUIDELINES_NOT_ACCEPTED"),
      ),
    );
    const u = userEvent.setup();
    renderAiCreate(<AiCreatePage />);
    await u.type(await composer(), "Teach me chemistry{Enter}");
    expect(await screen.findByRole("heading", { name: "Content guidelines" })).toBeInTheDocument();
    expect(screen.getByText(AI_MESSAGES.guidelinesNotAccepted)).toBeInTheDocument();
  });
});
