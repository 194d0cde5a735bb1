import "../../../lib/i18n";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, type RouteReply, type RouteRequest, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection, makeCollectionCard } from "../testing/factories";
import { collectionNotFound } from "../testing/serve";
import { CollectionDetailPage } from "./collection-detail-page";

afterEach(() => vi.restoreAllMocks());

const collection = makeCollection({ name: "Order", stats: { totalCards: 3, lastStudied: null } });
const cards = [
  makeCollectionCard({ face: "First?" }),
  makeCollectionCard({ face: "Second?" }),
  makeCollectionCard({ face: "Third?" }),
];
const ids = cards.map((c) => c.id);

type Reorder = "PATCH /collections/:id/reorder";

/** The collection and its cards; a stored reorder (any answer but an error Response) changes their order. */
function api(
  reorder: (request: RouteRequest<Reorder>) => RouteReply<Reorder> = ({ body }) => ({
    data: { cardIds: body.cardIds },
  }),
) {
  let stored = cards;
  const known = (id: string) => id === collection.id;
  return serve(
    route("GET /collections/:id", ({ params }) =>
      known(params.id) ? { data: { collection } } : collectionNotFound(),
    ),
    route("GET /collections/:id/cards", ({ params }) =>
      known(params.id) ? { data: { cards: stored, total: stored.length } } : collectionNotFound(),
    ),
    route("PATCH /collections/:id/reorder", (request) => {
      if (!known(request.params.id)) return collectionNotFound();
      const reply = reorder(request);
      if (!(reply instanceof Response)) {
        const first = request.body.cardIds;
        const rest = stored.filter((c) => !first.includes(c.id));
        stored = [...first.map((id) => stored.find((c) => c.id === id)!), ...rest];
      }
      return reply;
    }),
  );
}

const faces = () =>
  within(screen.getByRole("list", { name: "Cards in this collection" }))
    .getAllByRole("listitem")
    .map((li) => li.getAttribute("aria-label"));

const render = () =>
  renderPage(<CollectionDetailPage />, { path: `/collections/${collection.id}`, route: "/collections/:id" });

describe("Reordering a collection's cards", { timeout: 30_000 }, () => {
  it("Move down and Move up buttons move a card and store the order", async () => {
    const calls = api();
    const user = userEvent.setup();
    render();
    await screen.findByRole("listitem", { name: "First?" });
    expect(screen.getByRole("button", { name: "Move up: First?" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down: Third?" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move down: First?" }));
    await waitFor(() => expect(faces()).toEqual(["Second?", "First?", "Third?"]));
    expect(screen.getByRole("status")).toHaveTextContent('Moved "First?" to position 2 of 3.');
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe(`/api/collections/${collection.id}/reorder`);
    expect(patch?.body).toEqual({ cardIds: [ids[1], ids[0]] });

    await user.click(screen.getByRole("button", { name: "Move up: Third?" }));
    await waitFor(() => expect(faces()).toEqual(["Second?", "Third?", "First?"]));
  });

  it("the grip takes the arrow keys, Home and End", async () => {
    const calls = api();
    const user = userEvent.setup();
    render();
    const grip = await screen.findByRole("button", { name: "Reorder: Third?" });
    grip.focus();
    await user.keyboard("{Home}");
    await waitFor(() => expect(faces()).toEqual(["Third?", "First?", "Second?"]));
    expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toEqual({
      cardIds: [ids[2], ids[0], ids[1]],
    });
    // The moved card keeps the focus, so the next key moves it again.
    expect(screen.getByRole("button", { name: "Reorder: Third?" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(faces()).toEqual(["First?", "Third?", "Second?"]));
  });

  it("dropping a dragged card on another puts it there", async () => {
    const calls = api();
    render();
    const first = await screen.findByRole("listitem", { name: "First?" });
    const third = screen.getByRole("listitem", { name: "Third?" });
    expect(first).toHaveAttribute("draggable", "true");
    const dataTransfer = { setData: vi.fn(), effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(first, { dataTransfer });
    fireEvent.dragOver(third, { dataTransfer });
    fireEvent.drop(third, { dataTransfer });
    await waitFor(() => expect(faces()).toEqual(["Second?", "Third?", "First?"]));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ cardIds: [ids[1], ids[2], ids[0]] });
  });

  it("puts the old order back and says so when the order cannot be stored", async () => {
    api(() => failure(400, "cardIds.0: is not in this collection", "VALIDATION_ERROR"));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Move down: First?" }));
    expect(await screen.findByText("cardIds.0: is not in this collection")).toBeInTheDocument();
    await waitFor(() => expect(faces()).toEqual(["First?", "Second?", "Third?"]));
  });
});
