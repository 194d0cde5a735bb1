import type { Card } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, route, serve } from "../../../../test/msw";
import { renderPage } from "../../../../test/render";
import { makeCard } from "../../testing/card-factory";
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
  const calls = serve(route("PATCH /courses/:id/cards/:cardId", () => ({ data: { card } })));
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage(<CardEditModal courseId={card.courseId} card={card} onClose={onClose} />);
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
    await user.selectOptions(screen.getByLabelText("Card Type"), "basic");
    expect(screen.queryByLabelText("Option A")).not.toBeInTheDocument();
    await save();
    const body = await patched();
    expect(body).toMatchObject({ type: "basic", options: null, answerIndex: null, acceptableAnswers: null });
    expect(await screen.findByText("Card updated successfully")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("changing back to mcq starts from four blank options", async () => {
    const { user } = setup(mcq);
    await user.selectOptions(screen.getByLabelText("Card Type"), "cloze");
    await user.selectOptions(screen.getByLabelText("Card Type"), "mcq");
    for (const letter of ["A", "B", "C", "D"])
      expect(screen.getByLabelText(`Option ${letter}`)).toHaveValue("");
    expect(screen.getByLabelText("Option A is correct")).not.toBeChecked();
  });

  it("a non-cloze card drops acceptableAnswers on save; a cloze card keeps the filled ones", async () => {
    const cloze = makeCard({ type: "cloze", acceptableAnswers: ["Mercury", "mercury"] });
    const first = setup(cloze);
    await first.user.type(screen.getByLabelText("Answer variant 2"), "{Control>}a{/Control}{Backspace}");
    await first.user.click(screen.getByRole("button", { name: "+ Add another answer variant" }));
    await first.user.type(screen.getByLabelText("Answer variant 3"), "Merc");
    await first.save();
    expect(await first.patched()).toMatchObject({ type: "cloze", acceptableAnswers: ["Mercury", "Merc"] });
    cleanup();

    const second = setup(cloze);
    await second.user.selectOptions(screen.getByLabelText("Card Type"), "basic");
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

describe("CardEditModal validation (requirements C5 Card edit: Topic, Level, Question, Answer; artwork Title, Search Keywords)", () => {
  it("shows every missing required field at once, including an artwork's Title and Search Keywords", async () => {
    const { user, save, calls } = setup(makeCard());
    await user.clear(screen.getByLabelText("Topic *"));
    await user.clear(screen.getByLabelText("Problem / Question *"));
    await user.clear(screen.getByLabelText("Solution / Answer *"));
    await user.click(screen.getByRole("button", { name: "+ Add artwork" }));
    await user.type(screen.getByLabelText("Artist"), "Van Gogh");
    await save();
    expect(await screen.findByText("Topic is required")).toBeInTheDocument();
    expect(screen.getByText("Question is required")).toBeInTheDocument();
    expect(screen.getByText("Answer is required")).toBeInTheDocument();
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Search Keywords is required")).toBeInTheDocument();
    expect(screen.getByText("Fix the highlighted fields (5).")).toBeInTheDocument();
    expect(screen.getByLabelText("Topic *")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("reports a blank artwork instead of dropping it silently", async () => {
    const { user, save, calls } = setup(makeCard());
    await user.click(screen.getByRole("button", { name: "+ Add artwork" }));
    await save();
    const row = screen.getByRole("group", { name: "Artwork 1" });
    expect(await within(row).findByText("Title is required")).toBeInTheDocument();
    expect(within(row).getByText("Search Keywords is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(row).getByRole("button", { name: "Remove" }));
    await save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ artworks: [] });
  });

  it("clears an error as soon as it no longer applies, and a type change drops the old type's errors", async () => {
    const { user, save } = setup(mcq);
    await user.clear(screen.getByLabelText("Problem / Question *"));
    await user.clear(screen.getByLabelText("Option A"));
    await user.clear(screen.getByLabelText("Option C"));
    await user.clear(screen.getByLabelText("Option D"));
    await save();
    expect(await screen.findByText("Question is required")).toBeInTheDocument();
    expect(screen.getByText("A multiple-choice card needs at least 2 options")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Problem / Question *"), "Closest planet?");
    await waitFor(() => expect(screen.queryByText("Question is required")).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText("Card Type"), "basic");
    await waitFor(() =>
      expect(screen.queryByText("A multiple-choice card needs at least 2 options")).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/Fix the highlighted fields/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to update card' when the save fails", async () => {
    serve(route("PATCH /courses/:id/cards/:cardId", () => failure(500, "boom", "INTERNAL_ERROR")));
    const user = userEvent.setup();
    renderPage(<CardEditModal courseId="c" card={makeCard()} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update card")).toBeInTheDocument();
  });
});

describe("CardEditModal: an MCQ's answer and correct option stay consistent", () => {
  it("changing only the Answer to another option's text makes that option the correct one", async () => {
    const { user, save, patched } = setup(mcq);
    const answer = screen.getByLabelText("Solution / Answer *");
    await user.clear(answer);
    await user.type(answer, "Venus");
    expect(screen.getByLabelText("Option A is correct")).toBeChecked();
    expect(screen.getByLabelText("Option B is correct")).not.toBeChecked();
    await save();
    expect(await patched()).toMatchObject({ back: "Venus", options: mcq.options, answerIndex: 0 });
  });

  it("choosing another correct option carries an Answer that was the old option's text", async () => {
    const { user } = setup(mcq);
    await user.click(screen.getByLabelText("Option C is correct"));
    expect(screen.getByLabelText("Solution / Answer *")).toHaveValue("Mars");
  });

  it("an Answer that explains the option in other words is kept", async () => {
    const { user } = setup({ ...mcq, back: "Mercury, at 0.39 AU" });
    await user.click(screen.getByLabelText("Option C is correct"));
    expect(screen.getByLabelText("Solution / Answer *")).toHaveValue("Mercury, at 0.39 AU");
  });
});

describe("CardEditModal live preview", () => {
  it("renders the question and answer as study will, math included, while typing", async () => {
    const { user } = setup(makeCard({ type: "basic", face: "Old face", back: "Old back" }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Old face")).toBeInTheDocument();
    const face = screen.getByLabelText("Problem / Question *");
    await user.clear(face);
    await user.click(face);
    await user.paste("Solve $x^2 = 4$ **now**");
    await waitFor(() => expect(preview.querySelector(".katex")).not.toBeNull());
    expect(within(preview).getByText("now").tagName).toBe("STRONG");
    expect(within(preview).getByText("Old back")).toBeInTheDocument();
  });
});
