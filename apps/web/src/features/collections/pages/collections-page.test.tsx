import { SLUG_MESSAGES } from "@recall/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { answered, failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection } from "../testing/factories";
import { collectionsRoute } from "../testing/serve";
import { CollectionsPage } from "./collections-page";

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

const physics = makeCollection({
  name: "Physics",
  description: "Forces and motion",
  isFavorite: true,
  stats: { totalCards: 12, lastStudied: "2026-03-05T10:00:00.000Z" },
});
const art = makeCollection({ name: "Art History", stats: { totalCards: 1, lastStudied: null } });

/** The test's own `handlers`, then the list (the favourites when asked). */
function api(...handlers: ReturnType<typeof route>[]) {
  return serve(
    ...handlers,
    route("GET /collections", ({ query }) => ({
      data: { collections: query.get("isFavorite") === "true" ? [physics] : [physics, art] },
    })),
  );
}

const renderCollections = (path = "/collections") =>
  renderPage(<CollectionsPage />, {
    path,
    routes: [{ path: "/collections/:id", element: <p>Detail page</p> }],
  });

describe("CollectionsPage", { timeout: 30_000 }, () => {
  it("lists collections with their details, counts them and filters favourites", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderCollections();
    expect(screen.getByRole("heading", { name: "My Collections" })).toBeInTheDocument();
    expect(await screen.findByText("2 collections")).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Physics" });
    expect(within(card).getByText("Forces and motion")).toBeInTheDocument();
    expect(within(card).getByText("12 cards")).toBeInTheDocument();
    expect(within(card).getByText("Mar 5, 2026")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Favorite Physics" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(card).getByRole("link", { name: /View Cards/ })).toHaveAttribute(
      "href",
      `/collections/${physics.id}`,
    );
    const other = screen.getByRole("article", { name: "Art History" });
    expect(within(other).getByText("1 card")).toBeInTheDocument();
    expect(within(other).getByText("Never")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Favorites" }));
    expect(await screen.findByText("1 collection")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/collections?isFavorite=true")).toBe(true);
  });

  it("shows the empty state with a New Collection button", async () => {
    const user = userEvent.setup();
    serve(collectionsRoute([]));
    renderCollections();
    expect(await screen.findByText("No collections yet")).toBeInTheDocument();
    expect(screen.getByText("0 collections")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "New Collection" })[1]!);
    expect(screen.getByRole("dialog", { name: "New Collection" })).toBeInTheDocument();
  });

  it("opens the create dialog from ?new=1 and closes it with Cancel", async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderCollections("/collections?new=1");
    const dialog = await screen.findByRole("dialog", { name: "New Collection" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("toggles a favourite and reports a failure", async () => {
    const user = userEvent.setup();
    const calls = api(route("PATCH /collections/:id", () => failure(500, "nope", "INTERNAL_ERROR")));
    renderCollections();
    await user.click(await screen.findByRole("button", { name: "Favorite Art History" }));
    expect(await screen.findByText("Failed to update favorite status")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: `/api/collections/${art.id}`,
      body: { isFavorite: true },
    });
  });

  it("duplicates with a prompted name and a derived slug; cancelling does nothing", async () => {
    const user = userEvent.setup();
    const calls = api(
      route("POST /collections/:id/duplicate", () =>
        answered("POST /collections/:id/duplicate", 201, { data: { collection: makeCollection() } }),
      ),
    );
    const prompt = vi.spyOn(window, "prompt").mockReturnValueOnce(null).mockReturnValueOnce("Physics Copy 2");
    renderCollections();
    const menu = async () => {
      await user.click(await screen.findByRole("button", { name: "Actions for Physics" }));
      await user.click(screen.getByRole("menuitem", { name: "Duplicate" }));
    };
    await menu();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await menu();
    expect(await screen.findByText("Collection duplicated!")).toBeInTheDocument();
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/collections/${physics.id}/duplicate`,
      body: { newName: "Physics Copy 2", newSlug: "physics-copy-2", includeCards: true },
    });
  });

  it("refuses a duplicate name without usable characters with the plain slug message", async () => {
    const user = userEvent.setup();
    const calls = api();
    vi.spyOn(window, "prompt").mockReturnValueOnce("!!!");
    renderCollections();
    await user.click(await screen.findByRole("button", { name: "Actions for Physics" }));
    await user.click(screen.getByRole("menuitem", { name: "Duplicate" }));
    expect(await screen.findByText(SLUG_MESSAGES.noUsableCharacters)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("deletes after confirmation and reports failures", async () => {
    const user = userEvent.setup();
    let fail = true;
    api(
      route("DELETE /collections/:id", () =>
        fail ? failure(500, "nope", "INTERNAL_ERROR") : { data: { deleted: true } },
      ),
    );
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderCollections();
    const del = async () => {
      await user.click(await screen.findByRole("button", { name: "Actions for Art History" }));
      await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    };
    await del();
    expect(await screen.findByText("Failed to delete collection")).toBeInTheDocument();
    fail = false;
    await del();
    expect(await screen.findByText("Collection deleted!")).toBeInTheDocument();
  });

  it("View/Edit opens the collection with its Edit dialog", async () => {
    const user = userEvent.setup();
    api();
    const view = renderCollections();
    await user.click(await screen.findByRole("button", { name: "Actions for Physics" }));
    await user.click(screen.getByRole("menuitem", { name: "View/Edit" }));
    await waitFor(() => expect(screen.getByText("Detail page")).toBeInTheDocument());
    expect(view.router.state.location).toMatchObject({
      pathname: `/collections/${physics.id}`,
      search: "?edit=1",
    });
  });

  it("translates its heading and subtitle, and names the browser tab", async () => {
    api();
    await i18n.changeLanguage("de");
    renderCollections();
    expect(screen.getByRole("heading", { name: "Meine Sammlungen" })).toBeInTheDocument();
    expect(
      screen.getByText("Fasse Karten aus beliebigen Kursen zusammen und lerne sie gemeinsam."),
    ).toBeInTheDocument();
    expect(document.title).toBe("Meine Sammlungen · Recall");
  });
});
