import type { Brief, BriefCorrection } from "@recall/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { brief } from "../testing/fixtures";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { BriefSummary } from "./brief-summary";

function setup(corrections: BriefCorrection[] = []) {
  serveAi();
  const onCreate = vi.fn<(b: Brief) => void>();
  renderAiCreate(
    <BriefSummary brief={brief()} corrections={corrections} onCreate={onCreate} onStartOver={() => {}} />,
  );
  return { onCreate, user: userEvent.setup() };
}

describe("BriefSummary", () => {
  it("creates the course from the brief as the learner edited it", async () => {
    const { onCreate, user } = setup();
    const count = screen.getByRole("spinbutton", { name: "Card count" });
    await user.clear(count);
    await user.type(count, "60");
    await user.selectOptions(screen.getByRole("combobox", { name: "Knowledge level" }), "intermediate");
    const goal = screen.getByRole("textbox", { name: "Goal" });
    await user.clear(goal);
    await user.type(goal, "  Teach a class  ");
    const focus = screen.getByRole("textbox", { name: "Focus areas" });
    await user.clear(focus);
    await user.type(focus, "Terror, , Napoleon ");
    await user.click(screen.getByRole("button", { name: "Create Course" }));

    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toEqual(
      brief({
        cardCount: 60,
        knowledgeLevel: "intermediate",
        goal: "Teach a class",
        focusAreas: ["Terror", "Napoleon"],
      }),
    );
  });

  it("checks an edit as the server checks a brief, and does not create", async () => {
    const { onCreate, user } = setup();
    const count = screen.getByRole("spinbutton", { name: "Card count" });
    await user.clear(count);
    await user.type(count, "5");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByText("must be at least 10")).toBeInTheDocument();
    await user.clear(count);
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByText("must be a number")).toBeInTheDocument();
    await user.type(count, "12.5");
    expect(await screen.findByText("must be a whole number")).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("asks the estimate for the count being typed", async () => {
    const { user } = setup();
    const count = screen.getByRole("spinbutton", { name: "Card count" });
    await user.clear(count);
    await user.type(count, "40");
    const est = await screen.findByRole("region", { name: "Estimate" });
    await waitFor(() => expect(est).toHaveTextContent("Estimated time200-320 seconds"));
  });

  it("shows what was corrected from the learner's own words", () => {
    setup([
      { field: "cardCount", from: 10, to: 60, asked: 60, quote: "60-card" },
      {
        field: "knowledgeLevel",
        from: "advanced",
        to: "intermediate",
        asked: "intermediate",
        quote: "intermediate",
      },
    ]);
    const notice = screen.getByRole("region", { name: "Corrections to the brief" });
    expect(notice).toHaveTextContent(
      `You asked for 60 cards ("60-card"); the assistant's brief said 10. Card count set to 60.`,
    );
    expect(notice).toHaveTextContent(
      `You wrote "intermediate"; the assistant's brief said Advanced. Knowledge level set to Intermediate.`,
    );
  });

  it("says when the count asked for was outside the limits", () => {
    setup([{ field: "cardCount", from: 20, to: 10, asked: 1, quote: "1 card" }]);
    expect(screen.getByRole("region", { name: "Corrections to the brief" })).toHaveTextContent(
      `You asked for 1 card ("1 card"); the assistant's brief said 20. Card count set to 10, the minimum.`,
    );
  });

  it("shows no notice when nothing was corrected", () => {
    setup();
    expect(screen.queryByRole("region", { name: "Corrections to the brief" })).not.toBeInTheDocument();
  });
});
