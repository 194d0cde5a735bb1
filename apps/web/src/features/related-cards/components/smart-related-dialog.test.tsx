import type { GenerateSmartRelatedResponse } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HttpHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard } from "../../../test/card-factory";
import { failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { SmartRelatedDialog } from "./smart-related-dialog";

afterEach(() => cleanup());

const COURSE = "11111111-0000-4000-8000-000000000001";
const SOURCE = "22222222-0000-4000-8000-000000000002";

const GENERATE = "POST /courses/:id/cards/:cardId/generate-smart-related";

function setup(...handlers: HttpHandler[]) {
  const calls = serve(...handlers);
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderPage(
    <SmartRelatedDialog
      open
      courseId={COURSE}
      sourceCardId={SOURCE}
      conceptTitle="Calvin cycle"
      onClose={onClose}
      onDone={onDone}
    />,
  );
  return { calls, onDone, onClose, user: userEvent.setup() };
}

describe("Smart related card dialog", () => {
  it("names the concept the app picks, sends the options, and shows the stored card", async () => {
    let answer: (reply: GenerateSmartRelatedResponse) => void = () => undefined;
    const { calls, onDone, onClose, user } = setup(
      route(GENERATE, () => new Promise((resolve) => (answer = resolve))),
    );
    const dialog = screen.getByRole("dialog", { name: "Smart Related Card" });
    expect(dialog).toHaveTextContent("first related concept without a card, Calvin cycle");
    expect(
      within(dialog).getByText("Estimated cost: $0.0150 · Estimated time: 5-8 seconds"),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("Target level"), "Advanced");
    await user.click(within(dialog).getByLabelText("Link cards"));
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));

    expect(await within(dialog).findByText("This usually takes 10-20 seconds.")).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api/courses/${COURSE}/cards/${SOURCE}/generate-smart-related`);
    expect(calls[0]!.body).toEqual({
      options: {
        useFullContext: false,
        linkCards: false,
        targetLevel: "Advanced",
        deepDiveDepth: "medium",
        explanationDepth: "medium",
      },
    });

    answer({
      success: true,
      data: {
        relatedCard: makeCard({
          courseId: COURSE,
          face: "What does the Calvin cycle build?",
          back: "Sugar",
        }),
        concept: { title: "Calvin cycle", teaser: "" },
        duplicateWarning: null,
        metadata: { totalCost: 0.01234, totalTime: 9000 },
      },
    });
    expect(await screen.findByText("Card generated! Cost: $0.0123")).toBeInTheDocument();
    const shown = within(dialog).getByRole("region", { name: "Generated card" });
    expect(shown).toHaveTextContent("What does the Calvin cycle build?");
    expect(shown).toHaveTextContent("Sugar");
    expect(onDone).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when nothing can be generated, and stores nothing", async () => {
    const { onDone, user } = setup(
      route(GENERATE, () => failure(400, "Every related concept of this card already has a linked card.")),
    );
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(
      await screen.findByText("Every related concept of this card already has a linked card."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Generate" })).toBeEnabled());
    expect(onDone).not.toHaveBeenCalled();
  });
});
