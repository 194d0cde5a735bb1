import type { Card } from "@recall/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard } from "../../testing/card-factory";
import { mockFetch, renderWithProviders } from "../../testing/render";
import { CardEditModal } from "./card-edit-modal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mcq = makeCard({
  type: "mcq",
  options: ["Venus", "Mercury", "Mars", "Earth"],
  answerIndex: 1,
  acceptableAnswers: ["Mercury"],
});

function setup(card: Card) {
  const { calls } = mockFetch((call) => ({
    body: { data: { card: { ...card, ...(call.body as object) } } },
  }));
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<CardEditModal courseId={card.courseId} card={card} onClose={onClose} />);
  const save = () => user.click(screen.getByRole("button", { name: "Save Changes" }));
  const patched = async () => {
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      url: `/api/courses/${card.courseId}/cards/${card.id}`,
    });
    return calls[0]?.body as Record<string, unknown>;
  };
  return { user, calls, onClose, save, patched };
}

describe("CardEditModal type rules", () => {
  it("changing an mcq card to basic drops its options and answerIndex at once and on save", async () => {
    const { user, save, patched, onClose } = setup(mcq);
    expect(screen.getByLabelText("Option B")).toHaveValue("Mercury");
    expect(screen.getByLabelText("Option B is correct")).toBeChecked();
    await user.selectOptions(screen.getByLabelText("Type"), "basic");
    expect(screen.queryByLabelText("Option A")).not.toBeInTheDocument();
    await save();
    const body = await patched();
    expect(body).toMatchObject({ type: "basic", options: null, answerIndex: null, acceptableAnswers: null });
    expect(await screen.findByText("Card updated successfully")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("changing back to mcq starts from four blank options", async () => {
    const { user } = setup(mcq);
    await user.selectOptions(screen.getByLabelText("Type"), "cloze");
    await user.selectOptions(screen.getByLabelText("Type"), "mcq");
    for (const letter of ["A", "B", "C", "D"])
      expect(screen.getByLabelText(`Option ${letter}`)).toHaveValue("");
    expect(screen.getByLabelText("Option A is correct")).not.toBeChecked();
  });

  it("a non-cloze card drops acceptableAnswers on save; a cloze card keeps the filled ones", async () => {
    const cloze = makeCard({ type: "cloze", acceptableAnswers: ["Mercury", "mercury"] });
    const first = setup(cloze);
    await first.user.type(screen.getByLabelText("Acceptable answer 2"), "{Control>}a{/Control}{Backspace}");
    await first.user.click(screen.getByRole("button", { name: "+ Add another answer variant" }));
    await first.user.type(screen.getByLabelText("Acceptable answer 3"), "Merc");
    await first.save();
    expect(await first.patched()).toMatchObject({ type: "cloze", acceptableAnswers: ["Mercury", "Merc"] });
    cleanup();
    vi.restoreAllMocks();

    const second = setup(cloze);
    await second.user.selectOptions(screen.getByLabelText("Type"), "basic");
    await second.save();
    expect(await second.patched()).toMatchObject({ type: "basic", acceptableAnswers: null, options: null });
  });

  it("keeps mcq options, dropping blank ones and following the correct one", async () => {
    const { user, save, patched } = setup(mcq);
    await user.clear(screen.getByLabelText("Option A"));
    await save();
    expect(await patched()).toMatchObject({
      type: "mcq",
      options: ["Mercury", "Mars", "Earth"],
      answerIndex: 0,
    });
  });
});

describe("CardEditModal validation", () => {
  it("requires Topic, Question and Answer, and Title and Search Keywords on an artwork", async () => {
    const { user, save, calls } = setup(makeCard());
    await user.clear(screen.getByLabelText("Topic *"));
    await user.clear(screen.getByLabelText("Question *"));
    await user.clear(screen.getByLabelText("Answer *"));
    await user.click(screen.getByRole("button", { name: "+ Add artwork" }));
    await user.type(screen.getByLabelText("Artist"), "Van Gogh");
    await save();
    expect(screen.getByText("Topic is required")).toBeInTheDocument();
    expect(screen.getByText("Question is required")).toBeInTheDocument();
    expect(screen.getByText("Answer is required")).toBeInTheDocument();
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Search Keywords is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Failed to update card' when the save fails", async () => {
    mockFetch(() => ({ status: 500, body: { error: { code: "INTERNAL_ERROR", message: "boom" } } }));
    const user = userEvent.setup();
    renderWithProviders(<CardEditModal courseId="c" card={makeCard()} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update card")).toBeInTheDocument();
  });
});
