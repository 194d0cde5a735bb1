import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "../../../lib/i18n";
import type { AddCollectionCardsResponse } from "@recall/shared";
import type { HttpHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection } from "../../collections/testing";
import { AddToCollectionModal } from "./add-to-collection-modal";

const biology = makeCollection({ name: "Biology", stats: { totalCards: 12, lastStudied: null } });
const history = makeCollection({ name: "History", stats: { totalCards: 1, lastStudied: null } });

/** Lists Biology and History; `adding` answers adding cards. Returns the requests answered. */
function api(...adding: HttpHandler[]) {
  return serve(
    ...adding,
    route("GET /collections", () => ({ data: { collections: [biology, history] } })),
  );
}

function renderModal(props: { initialCollectionId?: string } = {}) {
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderPage(
    <AddToCollectionModal
      open
      onClose={onClose}
      onAdded={onAdded}
      cardIds={["card-1", "card-2"]}
      {...props}
    />,
  );
  return { onClose, onAdded };
}

describe("AddToCollectionModal", { timeout: 30_000 }, () => {
  it("lists collections with their card counts; Add Cards waits for a choice", async () => {
    // Nothing is added: adding would fail the test (src/test/setup.ts).
    api();
    const { onClose } = renderModal();
    const dialog = screen.getByRole("dialog", { name: "Add to Collection" });
    expect(await within(dialog).findByRole("radio", { name: /Biology\s*12 cards/ })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /History\s*1 card$/ })).toBeInTheDocument();
    const addButton = within(dialog).getByRole("button", { name: "Add Cards" });
    expect(addButton).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("radio", { name: /History/ }));
    expect(addButton).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("reads Adding... while pending, then confirms and clears the selection", async () => {
    const user = userEvent.setup();
    let release: (answer: AddCollectionCardsResponse) => void = () => undefined;
    const calls = api(
      route("POST /collections/:id/cards", () => new Promise((resolve) => (release = resolve))),
    );
    const { onClose, onAdded } = renderModal();
    await user.click(await screen.findByRole("radio", { name: /Biology/ }));
    await user.click(screen.getByRole("button", { name: "Add Cards" }));
    expect(screen.getByRole("button", { name: "Adding..." })).toBeDisabled();
    release({ data: { added: 2, totalCards: 14 } });
    expect(await screen.findByText("Added 2 cards to collection!")).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/collections/${biology.id}/cards`,
      body: { cardIds: ["card-1", "card-2"] },
    });
  });

  it("preselects the given collection and reports a failure", async () => {
    const user = userEvent.setup();
    api(route("POST /collections/:id/cards", () => failure(500, "boom", "INTERNAL_ERROR")));
    const { onAdded } = renderModal({ initialCollectionId: history.id });
    expect(await screen.findByRole("radio", { name: /History/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add Cards" }));
    expect(await screen.findByText("Failed to add cards to collection")).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Add Cards" })).toBeEnabled();
  });
});
