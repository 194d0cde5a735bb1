import "../../../lib/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, failure, fromReply, type HandledRequest, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection, makeCollectionCard, makeLibraryCard } from "../testing/factories";
import { collectionNotFound, makeSession } from "../testing/serve";
import { CollectionDetailPage } from "./collection-detail-page";

afterEach(() => vi.restoreAllMocks());

const collection = makeCollection({
  name: "Cell Biology",
  description: "All about cells",
  stats: { totalCards: 2, lastStudied: null },
  config: { cardsPerSession: 15, sessionMode: "adaptive" },
});
const cards = [
  makeCollectionCard({
    face: "What is a cell?",
    type: "mcq",
    deepDive: { title: "Deep", content: "x" },
    conceptExplainer: { title: "Why", content: "y" },
  }),
  makeCollectionCard({ face: "What is DNA?", level: "Advanced" }),
];
const stats = {
  totalCards: 2,
  cardsByTopic: { Cells: 2 },
  cardsByLevel: { Beginner: 1, Advanced: 1 },
  hasDeepDive: 1,
  hasConceptExplainer: 1,
};

/** The collection's routes (any other id is not found), after the test's own `handlers`. */
function api(...handlers: ReturnType<typeof route>[]) {
  const known = (id: string) => id === collection.id;
  return serve(
    ...handlers,
    route("GET /collections/:id", ({ params }) =>
      known(params.id) ? { data: { collection } } : collectionNotFound(),
    ),
    route("GET /collections/:id/cards", ({ params }) =>
      known(params.id) ? { data: { cards, total: cards.length } } : collectionNotFound(),
    ),
    route("GET /collections/:id/stats", ({ params }) =>
      known(params.id) ? { data: stats } : collectionNotFound(),
    ),
  );
}

const saved = () => route("PATCH /collections/:id", () => ({ data: { collection } }));

function SessionStub() {
  const location = useLocation();
  return <p>Session state: {JSON.stringify(location.state)}</p>;
}

const renderDetail = (id = collection.id) =>
  renderPage(<CollectionDetailPage />, {
    path: `/collections/${id}`,
    route: "/collections/:id",
    routes: [{ path: "/session/:id", element: <SessionStub /> }],
  });

describe("CollectionDetailPage", { timeout: 30_000 }, () => {
  it("shows the collection, its cards with badges, and the Add More Cards link", async () => {
    const calls = api();
    renderDetail();
    expect(await screen.findByRole("heading", { name: "Cell Biology" })).toBeInTheDocument();
    expect(screen.getByText("All about cells")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to collections/ })).toHaveAttribute("href", "/collections");
    const first = await screen.findByRole("listitem", { name: "What is a cell?" });
    for (const text of ["Cells", "Beginner", "MCQ", "Deep Dive", "Explainer"])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const second = screen.getByRole("listitem", { name: "What is DNA?" });
    expect(within(second).queryByText("Deep Dive")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Add More Cards/ })).toHaveAttribute(
      "href",
      `/card-library?collection=${collection.id}`,
    );
    expect(calls.find((c) => c.url.includes("/cards?"))?.url).toContain("limit=1000");
    expect(screen.getByLabelText("Cards per session")).toHaveValue(15);
    expect(screen.getByLabelText("Session mode")).toHaveValue("adaptive");
  });

  it("toggles the statistics panel", async () => {
    const user = userEvent.setup();
    api();
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Stats" }));
    const panel = screen.getByRole("region", { name: "Collection statistics" });
    expect(await within(panel).findByRole("list", { name: "By topic" })).toHaveTextContent("Cells2");
    expect(within(panel).getByRole("list", { name: "By level" })).toHaveTextContent("Beginner1");
    expect(within(panel).getByText("Deep Dives").nextElementSibling).toHaveTextContent("1");
    expect(within(panel).getByText("Concept Explainers").nextElementSibling).toHaveTextContent("1");
    await user.click(screen.getByRole("button", { name: "Hide Stats" }));
    expect(screen.queryByRole("region", { name: "Collection statistics" })).not.toBeInTheDocument();
  });

  it("saves the session settings", async () => {
    const user = userEvent.setup();
    const calls = api(saved());
    renderDetail();
    await user.selectOptions(await screen.findByLabelText("Session mode"), "random");
    const count = screen.getByLabelText("Cards per session");
    await user.clear(count);
    await user.type(count, "20{Enter}");
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
        { config: { sessionMode: "random" } },
        { config: { cardsPerSession: 20 } },
      ]),
    );
  });

  it("refuses an inline cards-per-session count outside 5-50 with the shared message", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderDetail();
    const count = await screen.findByLabelText("Cards per session");
    await user.clear(count);
    await user.type(count, "51{Enter}");
    expect(await screen.findByText("must be at most 50")).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, "4{Enter}");
    expect(await screen.findByText("must be at least 5")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("removes a card and reports a failure", async () => {
    const user = userEvent.setup();
    const calls = api(route("DELETE /collections/:id/cards", () => failure(500, "nope", "INTERNAL_ERROR")));
    renderDetail();
    const item = await screen.findByRole("listitem", { name: "What is DNA?" });
    await user.click(within(item).getByRole("button", { name: "Remove from collection" }));
    expect(await screen.findByText("Failed to remove card")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")).toMatchObject({
      url: `/api/collections/${collection.id}/cards`,
      body: { cardIds: [cards[1]!.id] },
    });
  });

  it("starts a session, says when it has fewer cards than planned, and hands the cards to the session page", async () => {
    const user = userEvent.setup();
    const sessionCard = makeLibraryCard();
    api(
      route("POST /sessions/start-from-collection", ({ body }) =>
        answered("POST /sessions/start-from-collection", 201, {
          data: {
            session: makeSession(body.collectionId, { id: "s-1", plannedCards: 10, totalCards: 1 }),
            cards: [sessionCard],
          },
        }),
      ),
    );
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Start Session" }));
    // a session with fewer cards than chosen says so when it starts, from a collection too.
    expect(
      await screen.findByText("Only 1 card to study, so this session has 1 of the 10 you chose."),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Session started!").length).toBeGreaterThan(0);
    const stub = await screen.findByText(/^Session state: /);
    const state = JSON.parse(stub.textContent!.slice("Session state: ".length));
    expect(state).toMatchObject({ sessionId: "s-1", collectionId: collection.id });
    expect(state.cards).toHaveLength(1);
  });

  it("shows the server's message when a session cannot start", async () => {
    const user = userEvent.setup();
    api(
      route("POST /sessions/start-from-collection", () =>
        failure(400, "This collection has no cards to study"),
      ),
    );
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Start Session" }));
    expect(await screen.findByText("This collection has no cards to study")).toBeInTheDocument();
  });

  it("says 'Collection not found' for an unknown collection", async () => {
    api();
    renderDetail("00000000-0000-4000-8000-999999999999");
    expect(await screen.findByText("Collection not found")).toBeInTheDocument();
  });

  describe("Edit Collection (rename, description, colour, session settings)", () => {
    const patches = (calls: HandledRequest[]) => calls.filter((c) => c.method === "PATCH");

    it("edits name, description, colour and session settings in one save", async () => {
      const user = userEvent.setup();
      const calls = api(saved());
      renderDetail();
      await user.click(await screen.findByRole("button", { name: "Edit" }));
      const dialog = screen.getByRole("dialog", { name: "Edit Collection" });
      const name = within(dialog).getByLabelText("Collection Name");
      expect(name).toHaveValue("Cell Biology");
      expect(within(dialog).getByLabelText("Description")).toHaveValue("All about cells");
      expect(within(dialog).getByRole("radio", { name: "Blue" })).toBeChecked();
      await user.clear(name);
      await user.type(name, "Cells and DNA");
      await user.clear(within(dialog).getByLabelText("Description"));
      await user.type(within(dialog).getByLabelText("Description"), "Revision for the exam");
      await user.click(within(dialog).getByRole("radio", { name: "Purple" }));
      const count = within(dialog).getByLabelText("Cards per session");
      await user.clear(count);
      await user.type(count, "25");
      await user.selectOptions(within(dialog).getByLabelText("Session mode"), "sequential");
      await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
      // Generous waits: this test types a lot, and the machine may be shared with other test runs.
      await waitFor(() => expect(patches(calls)).toHaveLength(1), { timeout: 5000 });
      expect(patches(calls)[0]).toMatchObject({
        url: `/api/collections/${collection.id}`,
        body: {
          name: "Cells and DNA",
          description: "Revision for the exam",
          color: "#8B5CF6",
          config: { cardsPerSession: 25, sessionMode: "sequential" },
        },
      });
      expect(await screen.findByText("Collection updated", {}, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole("dialog", { name: "Edit Collection" })).not.toBeInTheDocument(),
      );
    });

    it("refuses cards per session outside 5-50 on the field instead of dropping it, as the server does", async () => {
      const user = userEvent.setup();
      const calls = api(
        route("PATCH /collections/:id", () =>
          fromReply({
            status: 400,
            body: {
              error: {
                code: "VALIDATION_ERROR",
                message: "name: must not be blank",
                fields: { name: "must not be blank" },
              },
            },
          }),
        ),
      );
      renderPage(<CollectionDetailPage />, {
        path: `/collections/${collection.id}?edit=1`,
        route: "/collections/:id",
      });
      const dialog = await screen.findByRole("dialog", { name: "Edit Collection" });
      const count = within(dialog).getByLabelText("Cards per session");
      await user.clear(count);
      await user.type(count, "60");
      await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
      expect(await within(dialog).findByText("must be at most 50")).toBeInTheDocument();
      expect(count).toHaveAttribute("aria-invalid", "true");
      await user.clear(count);
      await user.type(count, "4");
      expect(await within(dialog).findByText("must be at least 5")).toBeInTheDocument();
      expect(patches(calls)).toHaveLength(0);

      // What only the server can refuse is shown on its field too.
      await user.clear(count);
      await user.type(count, "20");
      await waitFor(() => expect(within(dialog).queryByText(/must be at/)).not.toBeInTheDocument());
      await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
      expect(await within(dialog).findByText("must not be blank")).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Collection Name")).toHaveAttribute("aria-invalid", "true");
      expect(patches(calls)[0]?.body).toMatchObject({ config: { cardsPerSession: 20 } });
    });
  });
});
