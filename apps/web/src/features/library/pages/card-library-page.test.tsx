import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "../../../lib/i18n";
import type { CardSearchResponse } from "@recall/shared";
import type { HttpHandler } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { fromReply, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection, makeLibraryCard } from "../../collections/testing";
import { filterRoutes, searchAnswer } from "../testing/serve-library";
import { CardLibraryPage } from "./card-library-page";

const cards = [
  makeLibraryCard({ face: "What is a cell?", type: "mcq", deepDive: { title: "Cells", content: "More" } }),
  makeLibraryCard({ face: "What is DNA?" }),
  makeLibraryCard({ face: "What is RNA?", level: "Advanced" }),
];
const biology = makeCollection({ name: "Biology" });

const SEARCH = "POST /collections/search-cards";

/** Answers the filter lists; `search` answers the searches. Returns the requests answered. */
function api(search: HttpHandler = route(SEARCH, () => searchAnswer(cards))) {
  return serve(
    search,
    ...filterRoutes({
      topics: [{ value: "Cells", count: 3 }],
      levels: [{ value: "Beginner", count: 2 }],
      collections: [biology],
    }),
  );
}

const renderLibrary = (path = "/card-library") => renderPage(<CardLibraryPage />, { path });
const card = (face: string) => screen.getByRole("button", { name: new RegExp(face) });

beforeEach(() => {
  useAuthStore.getState().setAuth(
    {
      id: "u1",
      email: "ada@example.com",
      displayName: "Ada",
      timezone: "UTC",
      emailVerified: true,
      guidelinesAccepted: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      prefs: {} as never,
    },
    "tok",
  );
});
afterEach(() => {
  useAuthStore.getState().clearAuth();
});

describe("CardLibraryPage", { timeout: 30_000 }, () => {
  it("shows the header, the results and each card's details", async () => {
    api();
    renderLibrary();
    expect(await screen.findByText("Found 3 cards")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Library" });
    for (const name of ["Dashboard", "Courses", "Collections", "Card Library"])
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Ada!")).toBeInTheDocument();
    // Log out belongs to the app header alone: the library adds no second one.
    expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
    const first = card("What is a cell");
    expect(within(first).getByText("MCQ")).toBeInTheDocument();
    expect(within(first).getByText("DEEP DIVE")).toBeInTheDocument();
    expect(within(card("What is DNA")).getByText("BASIC")).toBeInTheDocument();
    expect(within(card("What is DNA")).queryByText("DEEP DIVE")).not.toBeInTheDocument();
  });

  it("toggles cards by click and keyboard, with Select All, Deselect All and Clear Selection", async () => {
    const user = userEvent.setup();
    api(route(SEARCH, ({ body }) => searchAnswer(body.query === "DNA" ? [cards[1]!] : cards)));
    renderLibrary();
    await screen.findByText("Found 3 cards");
    expect(screen.getByText("0 selected")).toBeInTheDocument();

    await user.click(card("What is a cell"));
    expect(card("What is a cell")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("1 selected")).toBeInTheDocument();
    card("What is RNA").focus();
    await user.keyboard(" ");
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(card("What is RNA")).toHaveAttribute("aria-pressed", "false");
    await user.click(card("What is a cell"));
    expect(screen.getByText("0 selected")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Select All" }));
    expect(screen.getByText("3 selected")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Selection" })).toHaveTextContent("3 cards selected");
    await user.click(screen.getByRole("button", { name: "Deselect All" }));
    expect(screen.getByText("0 selected")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Selection" })).not.toBeInTheDocument();

    // The selection outlives a search: Deselect All acts on the cards shown, Clear Selection on all.
    await user.click(screen.getByRole("button", { name: "Select All" }));
    await user.type(screen.getByRole("searchbox", { name: "Search cards" }), "DNA{Enter}");
    expect(await screen.findByText("Found 1 card")).toBeInTheDocument();
    expect(screen.getByText("3 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Deselect All" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear Selection" }));
    expect(screen.getByText("0 selected")).toBeInTheDocument();
  });

  it("searches on the Search button, which reads Searching... meanwhile, and sends the filters", async () => {
    const user = userEvent.setup();
    // The first search answers at once; every later one gets the answer `release` gives.
    let release: (answer: CardSearchResponse) => void = () => undefined;
    const later = new Promise<CardSearchResponse>((resolve) => (release = resolve));
    let n = 0;
    const calls = api(route(SEARCH, () => (++n === 1 ? searchAnswer(cards) : later)));
    renderLibrary();
    await screen.findByText("Found 3 cards");
    await user.click(screen.getByRole("checkbox", { name: "MCQ" }));
    expect(await screen.findByRole("button", { name: "Searching..." })).toBeDisabled();
    release(searchAnswer([cards[0]!]));
    expect(await screen.findByText("Found 1 card")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toBeEnabled();
    const searches = calls.filter((c) => c.url === "/api/collections/search-cards");
    expect(searches.at(-1)?.body).toEqual({ limit: 500, types: ["mcq"] });

    await user.type(screen.getByRole("searchbox", { name: "Search cards" }), "cell");
    await user.click(screen.getByRole("checkbox", { name: "Has Deep Dive" }));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === "/api/collections/search-cards").at(-1)?.body).toEqual({
        limit: 500,
        query: "cell",
        types: ["mcq"],
        hasDeepDive: true,
      }),
    );
  });

  it("shows the empty state and toasts a failed search", async () => {
    const user = userEvent.setup();
    let fail = false;
    api(route(SEARCH, () => (fail ? fromReply({ status: 500, body: {} }) : searchAnswer([]))));
    renderLibrary();
    expect(await screen.findByText("No cards found. Try adjusting your filters.")).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Search failed")).toBeInTheDocument();
  });

  it("opens Add to Collection with the collection from ?collection= chosen", async () => {
    const user = userEvent.setup();
    api();
    renderLibrary(`/card-library?collection=${biology.id}`);
    await screen.findByText("Found 3 cards");
    expect(await screen.findByRole("link", { name: "Biology" })).toBeInTheDocument();
    await user.click(card("What is DNA"));
    await user.click(screen.getByRole("button", { name: "Add to Collection" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Collection" });
    expect(within(dialog).getByRole("radio", { name: /Biology/ })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Add Cards" })).toBeEnabled();
  });
});
