import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "../../../lib/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  deferred,
  errorReply,
  makeCollection,
  mockFetch,
  type Reply,
  renderPage,
} from "../../collections/testing";
import { AddToCollectionModal } from "./add-to-collection-modal";

afterEach(() => vi.restoreAllMocks());

const biology = makeCollection({ name: "Biology", stats: { totalCards: 12, lastStudied: null } });
const history = makeCollection({ name: "History", stats: { totalCards: 1, lastStudied: null } });

function api(add: () => Reply | Promise<Reply>) {
  return mockFetch((call) => {
    if (call.method === "POST" && call.url.endsWith("/cards")) return add();
    return { body: { data: { collections: [biology, history] } } };
  });
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
    api(() => ({ body: {} }));
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
    const pending = deferred();
    const { calls } = api(() => pending.promise);
    const { onClose, onAdded } = renderModal();
    await user.click(await screen.findByRole("radio", { name: /Biology/ }));
    await user.click(screen.getByRole("button", { name: "Add Cards" }));
    expect(screen.getByRole("button", { name: "Adding..." })).toBeDisabled();
    pending.release({ body: { data: { added: 2, totalCards: 14 } } });
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
    api(() => errorReply(500, "boom", "INTERNAL_ERROR"));
    const { onAdded } = renderModal({ initialCollectionId: history.id });
    expect(await screen.findByRole("radio", { name: /History/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add Cards" }));
    expect(await screen.findByText("Failed to add cards to collection")).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Add Cards" })).toBeEnabled();
  });
});
