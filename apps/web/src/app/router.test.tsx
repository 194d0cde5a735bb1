import "../lib/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "./router";

afterEach(() => vi.restoreAllMocks());

describe("app router", () => {
  it("shows a loading state, not a blank page and React Router's HydrateFallback warning, while the first page's code loads", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ["/login"] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Every page is a lazy chunk: until it arrives the router is not initialised.
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join("\n")).not.toMatch(/HydrateFallback/);
  });
});
