import type { GenerateRelatedResponse, SaveRelatedResponse } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HttpHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard } from "../../../test/card-factory";
import { answered, failure, fromReply, type RouteReply, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { RelatedCardDialog } from "./related-card-dialog";

afterEach(() => cleanup());

const COURSE = "11111111-0000-4000-8000-000000000001";
const SOURCE = "22222222-0000-4000-8000-000000000002";

const generated: GenerateRelatedResponse["data"] = {
  card: {
    relationship: "next-step",
    difficulty: "Intermediate",
    rationale: "It builds on photosynthesis.",
    question: "What does the Calvin cycle build?",
    answer: "Sugar",
    mcqOptions: ["Sugar", "Oxygen", "Water", "Light"],
    mcqCorrectIndex: 0,
    suggestedTags: ["plants"],
    fullCardData: {
      face: "What does the Calvin cycle build?",
      back: "Sugar",
      topic: "Plants",
      level: "Intermediate",
      type: "mcq",
      options: ["Sugar", "Oxygen", "Water", "Light"],
      answerIndex: 0,
    },
  },
  duplicateWarning: {
    message: "This course already has a card like this one. Check before saving.",
    similarCards: [{ id: "c1", topic: "Cycles", face: "What is the Calvin cycle?" }],
  },
  metadata: { totalCost: 0.01234, totalTime: 9000 },
};

const GENERATE = "POST /courses/:id/cards/:cardId/generate-related";
const SAVE = "POST /courses/:id/cards/:cardId/related";

function setup(...handlers: HttpHandler[]) {
  const calls = serve(...handlers);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage(
    <RelatedCardDialog
      open
      courseId={COURSE}
      sourceCardId={SOURCE}
      concept={{ title: "Calvin cycle", teaser: "Where sugar is built" }}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { calls, onSaved, onClose, user };
}

describe("Related-card dialog (requirements C2)", () => {
  it("initial → generating (10-20 s note) → generated (editable) → saving → 'Related card created!'", async () => {
    let finishGeneration: (reply: GenerateRelatedResponse) => void = () => undefined;
    let finishSaving: (reply: RouteReply<typeof SAVE>) => void = () => undefined;
    const source = makeCard({ id: SOURCE, courseId: COURSE });
    const { calls, onSaved, onClose, user } = setup(
      route(GENERATE, () => new Promise((resolve) => (finishGeneration = resolve))),
      route(SAVE, () => new Promise((resolve) => (finishSaving = resolve))),
    );
    const dialog = screen.getByRole("dialog", { name: "Generate Related Card" });
    // initial: the concept, the options with their defaults, the estimate (requirements C9).
    expect(within(dialog).getByLabelText("Related concept")).toHaveValue("Calvin cycle");
    expect(within(dialog).getByLabelText("Target level")).toHaveValue("Intermediate");
    expect(within(dialog).getByLabelText("Deep dive depth")).toHaveValue("medium");
    expect(within(dialog).getByLabelText("Explanation depth")).toHaveValue("medium");
    expect(within(dialog).getByLabelText("Link cards")).toBeChecked();
    expect(
      within(dialog).getByText("Estimated cost: $0.0150 · Estimated time: 5-8 seconds"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Use full context/));
    expect(
      within(dialog).getByText("Estimated cost: $0.0250 · Estimated time: 8-12 seconds"),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    // generating: requirements C9 "related card dialog note 10-20 s".
    expect(await within(dialog).findByText("This usually takes 10-20 seconds.")).toBeInTheDocument();
    expect(calls[0]!.key).toBe(GENERATE);
    expect(calls[0]!.body).toMatchObject({
      relatedConceptName: "Calvin cycle",
      relatedConceptTeaser: "Where sugar is built",
      options: { useFullContext: true, linkCards: true, targetLevel: "Intermediate" },
    });

    finishGeneration({ data: generated });
    // requirements C8: 'Card generated! Cost: ${cost}' to 4 decimals.
    expect(await screen.findByText("Card generated! Cost: $0.0123")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("What is the Calvin cycle?");
    const question = within(dialog).getByLabelText("Question");
    await user.clear(question);
    await user.type(question, "Which sugar does the Calvin cycle build?");
    await user.click(within(dialog).getByRole("button", { name: "Save Card" }));
    expect(within(dialog).getByRole("button", { name: "Saving..." })).toBeDisabled();
    // The request reaches the handler a moment after the click.
    await waitFor(() => expect(calls[1]?.url).toBe(`/api/courses/${COURSE}/cards/${SOURCE}/related`));
    expect(calls[1]!.body).toMatchObject({
      relatedConceptName: "Calvin cycle",
      linkCards: true,
      card: {
        face: "Which sugar does the Calvin cycle build?",
        back: "Sugar",
        answerIndex: 0,
        topic: "Plants",
      },
    });
    const saved: SaveRelatedResponse = { data: { card: makeCard(), sourceCard: source } };
    finishSaving(answered(SAVE, 201, saved));
    expect(await screen.findByText("Related card created!")).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ sourceCard: source }));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it("Regenerate returns to the initial state", async () => {
    const { user } = setup(route(GENERATE, () => ({ data: generated })));
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    expect(screen.getByLabelText("Related concept")).toHaveValue("Calvin cycle");
    expect(screen.getByRole("button", { name: "Generate" })).toBeEnabled();
  });

  it("requirements C8: the server's message, or 'Failed to generate card'; 'Failed to save card'", async () => {
    const { user } = setup(
      route(GENERATE, () =>
        failure(
          402,
          "You have exceeded your monthly AI budget. It will reset next month.",
          "BUDGET_EXCEEDED",
        ),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(
      await screen.findByText("You have exceeded your monthly AI budget. It will reset next month."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate" })).toBeEnabled();
  });

  it("'Failed to save card' when saving fails; the edits stay", async () => {
    const { user } = setup(
      route(GENERATE, () => ({ data: generated })),
      route(SAVE, () => fromReply({ status: 500, body: "oops" })),
    );
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await user.click(await screen.findByRole("button", { name: "Save Card" }));
    expect(await screen.findByText("Failed to save card")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Card" })).toBeEnabled());
    expect(screen.getByLabelText("Question")).toHaveValue("What does the Calvin cycle build?");
  });
});
