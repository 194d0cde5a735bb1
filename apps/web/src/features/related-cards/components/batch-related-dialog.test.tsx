import { cardShortfall } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard } from "../../../test/card-factory";
import { route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { BatchRelatedDialog, type ConceptGroup } from "./batch-related-dialog";

afterEach(() => cleanup());

const COURSE = "11111111-0000-4000-8000-000000000001";
const SOURCE = "22222222-0000-4000-8000-000000000002";
const groups: ConceptGroup[] = [
  {
    sourceCardId: SOURCE,
    concepts: [
      { name: "Calvin cycle", teaser: "Where the sugar is made." },
      { name: "Stomata", teaser: "How the leaf breathes." },
    ],
  },
];

// Two concepts asked for, one card written, and that one without its multiple choice.
const short = cardShortfall({ plannedCards: 2, cardsCreated: 1, plannedMcq: 2, mcqCreated: 0 })!;

function setup(shortfall: typeof short | null) {
  const calls = serve(
    route("POST /courses/:id/cards/:cardId/generate-batch-related", () => ({
      data: {
        cardsGenerated: shortfall ? 1 : 2,
        cards: shortfall ? [makeCard()] : [makeCard(), makeCard()],
        failed: shortfall ? [{ name: "Stomata", message: "The answer was not usable." }] : [],
        shortfall,
        metadata: { totalCost: 0.01, totalTime: 9000 },
      },
    })),
  );
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderPage(<BatchRelatedDialog open courseId={COURSE} groups={groups} onClose={onClose} onDone={onDone} />);
  return { calls, onClose, onDone, user: userEvent.setup() };
}

describe("Generate N Related Cards dialog", () => {
  it("a batch that comes up short stays open on the server's shortfall until Close", async () => {
    const { calls, onClose, onDone, user } = setup(short);
    await user.click(
      within(screen.getByRole("dialog", { name: "Generate 2 Related Cards" })).getByRole("button", {
        name: "Generate",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Related cards generated" });
    expect(calls[0]!.url).toBe(`/api/courses/${COURSE}/cards/${SOURCE}/generate-batch-related`);
    expect(within(dialog).getByRole("status", { name: "Shortfall" })).toHaveTextContent(short.message);
    expect(onDone).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a batch with every card closes with no shortfall shown", async () => {
    const { onClose, user } = setup(null);
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("status", { name: "Shortfall" })).toBeNull();
  });
});
