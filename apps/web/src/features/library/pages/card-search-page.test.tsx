import "../../../lib/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type FetchCall,
  makeLibraryCard,
  mockFetch,
  type Reply,
  renderPage,
} from "../../collections/testing";
import { CardSearchPage } from "./card-search-page";

afterEach(() => vi.restoreAllMocks());

const cards = [makeLibraryCard({ face: "What is osmosis?", conceptTags: ["membranes"] })];
const aggregations = {
  topics: [{ value: "Membranes", count: 7 }],
  levels: [{ value: "Beginner", count: 5 }],
  tags: [{ value: "membranes", count: 3 }],
};

function api(search: (call: FetchCall) => Reply) {
  return mockFetch((call) => {
    if (call.url === "/api/cards/search") return search(call);
    if (call.url.startsWith("/api/collections/available-"))
      return { body: { data: { topics: [], levels: [] } } };
    if (call.url.startsWith("/api/collections")) return { body: { data: { collections: [] } } };
    return { body: { data: { courses: [] } } };
  });
}

describe("CardSearchPage", { timeout: 30_000 }, () => {
  it("shows the total and the counts by topic, level and tag; a count filters the search", async () => {
    const user = userEvent.setup();
    const { calls } = api(() => ({
      body: { data: { cards, total: 42, totalCount: 42, aggregations } },
    }));
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
    api(() => ({ status: 500, body: {} }));
    renderPage(<CardSearchPage />, { path: "/cards/search" });
    await waitFor(() => expect(log).toHaveBeenCalledWith("Card search failed", expect.anything()));
    expect(screen.queryByText("Search failed")).not.toBeInTheDocument();
  });
});
