import "../../../lib/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection, makeCollectionCard } from "../testing/factories";
import { collectionNotFound, collectionsRoute } from "../testing/serve";
import { CompareCollectionsPage } from "./compare-collections-page";

afterEach(() => vi.restoreAllMocks());

const a = makeCollection({ name: "Biology", stats: { totalCards: 2, lastStudied: null } });
const b = makeCollection({ name: "Chemistry", stats: { totalCards: 1, lastStudied: null } });
const shared = makeCollectionCard({ face: "What is a cell?" });
const onlyA = makeCollectionCard({ face: "What is DNA?" });

function api() {
  const cardsOf = { [a.id]: [shared, onlyA], [b.id]: [shared] };
  return serve(
    collectionsRoute([a, b]),
    route("GET /collections/compare/:idA/:idB", ({ params }) =>
      params.idA === a.id && params.idB === b.id
        ? {
            data: {
              inBoth: [shared.id],
              onlyInA: [onlyA.id],
              onlyInB: [],
              topicOverlap: { shared: ["Cells"], onlyA: ["Genetics"], onlyB: [] },
            },
          }
        : collectionNotFound(),
    ),
    route("GET /collections/:id/cards", ({ params }) => {
      const cards = cardsOf[params.id];
      return cards ? { data: { cards, total: cards.length } } : collectionNotFound();
    }),
  );
}

describe("Compare collections", { timeout: 30_000 }, () => {
  it("compares the two chosen collections: cards in both, in one only, and topics", async () => {
    const calls = api();
    const user = userEvent.setup();
    const view = renderPage(<CompareCollectionsPage />, { path: "/collections/compare" });
    const first = await screen.findByRole("combobox", { name: "First collection" });
    expect(await screen.findAllByRole("option", { name: "Biology (2 cards)" })).toHaveLength(2);
    expect(screen.getAllByRole("option", { name: "Chemistry (1 card)" })).toHaveLength(2);
    await user.selectOptions(first, a.id);
    await user.selectOptions(screen.getByRole("combobox", { name: "Second collection" }), a.id);
    expect(screen.getByRole("note")).toHaveTextContent("Choose two different collections.");
    expect(calls.some((c) => c.url.includes("/compare/"))).toBe(false);

    await user.selectOptions(screen.getByRole("combobox", { name: "Second collection" }), b.id);
    const both = await screen.findByRole("region", { name: "In both" });
    await waitFor(() => expect(both).toHaveTextContent("What is a cell?"));
    expect(both).toHaveTextContent("In both (1 card)");
    const onlyBiology = screen.getByRole("region", { name: "Only in Biology" });
    expect(onlyBiology).toHaveTextContent("What is DNA?");
    expect(screen.getByRole("region", { name: "Only in Chemistry" })).toHaveTextContent("(0 cards)None");
    const topics = screen.getByRole("region", { name: "Topics" });
    expect(within(topics).getByText("Shared").nextSibling).toHaveTextContent("Cells");
    expect(within(topics).getByText("Only in Biology").nextSibling).toHaveTextContent("Genetics");
    expect(view.router.state.location.search).toBe(`?a=${a.id}&b=${b.id}`);
  });
});
