import "../../../lib/i18n";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection } from "../testing/factories";
import { collectionsRoute, makeSession } from "../testing/serve";
import { DashboardCollections } from "./dashboard-collections";

afterEach(() => vi.restoreAllMocks());

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

const renderWidget = () =>
  renderPage(<DashboardCollections />, {
    path: "/dashboard",
    routes: [
      { path: "/collections", element: <Where /> },
      { path: "/session/:id", element: <Where /> },
    ],
  });

describe("DashboardCollections", { timeout: 30_000 }, () => {
  it("shows at most 6 collections with card count, session mode and Start Session", async () => {
    const user = userEvent.setup();
    const list = Array.from({ length: 8 }, (_, i) =>
      makeCollection({
        name: `Set ${i + 1}`,
        description: i === 0 ? "First set" : "",
        stats: { totalCards: i === 0 ? 5 : 0, lastStudied: null },
        config: { cardsPerSession: 15, sessionMode: i === 0 ? "random" : "adaptive" },
      }),
    );
    const calls = serve(
      collectionsRoute(list),
      route("POST /sessions/start-from-collection", ({ body }) =>
        answered("POST /sessions/start-from-collection", 201, {
          data: { session: makeSession(body.collectionId, { id: "s-9" }), cards: [] },
        }),
      ),
    );
    renderWidget();
    const region = screen.getByRole("region", { name: "My collections" });
    expect(await within(region).findAllByRole("listitem")).toHaveLength(6);
    const first = within(region).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("First set");
    expect(first).toHaveTextContent("5 cards · Session mode: Random");
    expect(within(region).getByRole("button", { name: "Start Session: Set 2" })).toBeDisabled();
    await user.click(within(first).getByRole("button", { name: "Start Session: Set 1" }));
    expect(await screen.findByText("At /session/s-9")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/sessions/start-from-collection",
      body: { collectionId: list[0]!.id },
    });
  });

  it("offers to create a collection when there is none", async () => {
    const user = userEvent.setup();
    serve(collectionsRoute([]));
    renderWidget();
    expect(await screen.findByText("No collections yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create collection" }));
    expect(await screen.findByText("At /collections?new=1")).toBeInTheDocument();
  });
});
