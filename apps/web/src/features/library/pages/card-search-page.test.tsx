import "../../../lib/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HttpHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromReply, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeLibraryCard } from "../../collections/testing";
import { filterRoutes, searchAnswer } from "../testing/serve-library";
import { CardSearchPage } from "./card-search-page";

afterEach(() => vi.restoreAllMocks());

const cards = [makeLibraryCard({ face: "What is osmosis?", conceptTags: ["membranes"] })];
const aggregations = {
  topics: [{ value: "Membranes", count: 7 }],
  levels: [{ value: "Beginner", count: 5 }],
  tags: [{ value: "membranes", count: 3 }],
};

/** Answers the filter lists (all empty); `search` answers the searches. Returns the requests answered. */
function api(search: HttpHandler) {
  return serve(search, ...filterRoutes());
}

describe("CardSearchPage", { timeout: 30_000 }, () => {
  it("shows the total and the counts by topic, level and tag; a count filters the search", async () => {
    const user = userEvent.setup();
    const calls = api(route("POST /cards/search", () => searchAnswer(cards, { total: 42, aggregations })));
    renderPage(<CardSearchPage />, { path: "/cards/search" });
    expect(await screen.findByText(/42 results/)).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "What is osmosis?" })).toBeInTheDocument();
    const topics = screen.getByRole("list", { name: "Topics" });
    await user.click(within(topics).getByRole("button", { name: /Membranes/ }));
    await user.click(
      within(screen.getByRole("list", { name: "Tags" })).getByRole("button", { name: /membranes/ }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url === "/api/cards/search").at(-1)?.body).toEqual({
        limit: 500,
        topics: ["Membranes"],
        tags: ["membranes"],
      }),
    );
    expect(within(topics).getByRole("button", { name: /Membranes/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("only logs a failed search", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    api(route("POST /cards/search", () => fromReply({ status: 500, body: {} })));
    renderPage(<CardSearchPage />, { path: "/cards/search" });
    await waitFor(() => expect(log).toHaveBeenCalledWith("Card search failed", expect.anything()));
    expect(screen.queryByText("Search failed")).not.toBeInTheDocument();
  });
});
