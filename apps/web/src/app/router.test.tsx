import "../lib/i18n";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "./router";

vi.mock("../lib/analytics", () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  act(() => toast.dismiss());
  vi.restoreAllMocks();
});

describe("app router", () => {
  it("shows a loading state, not a blank page and React Router's HydrateFallback warning, while the first page's code loads", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ["/login"] });
    // No providers around it: the app shell route brings the query client (the login form needs it).
    render(<RouterProvider router={router} />);
    // Every page is a lazy chunk: until it arrives the router is not initialised.
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join("\n")).not.toMatch(/HydrateFallback/);
  });

  it("keeps the toaster once an app page has been shown, so a toast fired on the way to / still shows", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/login"] });
    render(<RouterProvider router={router} />);
    await screen.findByRole("heading", { name: "Log In" });
    await act(() => router.navigate("/"));
    expect(await screen.findByRole("heading", { level: 1, name: /Learn anything/ })).toBeInTheDocument();
    // What logout does once the signed-in layout has gone (use-logout-action.ts).
    act(() => void toast.success("Logged out successfully"));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
  });
});
