import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { LandingPage } from "./landing-page";

vi.mock("../../../lib/analytics", () => ({ trackEvent: vi.fn() }));

// The web project runs without vitest globals, so Testing Library cannot unmount on its own.
afterEach(cleanup);

function renderPage() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe("LandingPage", () => {
  afterEach(() => useAuthStore.getState().clearAuth());

  it("offers Log In and Sign Up Free to signed-out visitors", () => {
    renderPage();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    expect(within(header).getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    expect(within(header).queryByRole("link", { name: "Go to Dashboard" })).not.toBeInTheDocument();
  });

  it("offers Go to Dashboard instead when signed in", () => {
    useAuthStore.setState({ isAuthenticated: true, token: "t" });
    renderPage();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(header).queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
  });

  it("has one h1, the hero calls to action and the spec's sections", async () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: /Start Learning Free/ })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: /Try Demo \(No Signup\)/ })).toHaveAttribute("href", "#demo");
    // The demo's code loads lazily (at once here: jsdom has no IntersectionObserver).
    expect(document.getElementById("demo")).toContainElement(
      await screen.findByRole("button", { name: "Learn more" }),
    );
    for (const step of ["Create or Generate", "Study Smarter", "Track Mastery"]) {
      expect(screen.getByRole("heading", { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/No credit card needed/).length).toBeGreaterThan(0);
  });

  it("links the footer to the demo, Sign Up and Log In", () => {
    renderPage();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Try the Demo" })).toHaveAttribute("href", "#demo");
    expect(within(footer).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(within(footer).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });
});
