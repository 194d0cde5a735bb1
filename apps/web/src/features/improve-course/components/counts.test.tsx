import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { words } from "../../../test/render";
import { BATCH_DEFAULTS } from "../lib/batch-settings";
import { batchSummary } from "../lib/run-batch";
import { BatchConfirmModal } from "./batch-confirm-modal";
import { CoverageBar } from "./coverage-bar";

afterEach(cleanup);

// Every count says "1 card" for one, never "1 cards".
describe("Improve Course counts in the right plural", () => {
  it.each([
    [1, "0 of 1 card"],
    [2, "0 of 2 cards"],
  ])("the MCQ coverage (%i)", (n, text) => {
    render(<CoverageBar withMcq={0} total={n} />);
    expect(screen.getByRole("region", { name: "MCQ coverage" })).toHaveTextContent(words(text));
  });

  it.each([
    [1, "Generate MCQ options for 1 card?"],
    [2, "Generate MCQ options for 2 cards?"],
  ])("the batch confirmation (%i)", (n, title) => {
    render(
      <BatchConfirmModal open count={n} settings={BATCH_DEFAULTS} onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.getByRole("dialog", { name: title })).toBeInTheDocument();
  });

  it.each([
    [1, "card"],
    [2, "cards"],
  ])("the stopped and cancelled batch summaries (%i)", (n, noun) => {
    const outcome = {
      total: n,
      completed: 0,
      failed: 0,
      saved: 0,
      toReview: 0,
      flagged: 0,
      skipped: 0,
      cancelled: true,
      stoppedBy: null,
    };
    expect(batchSummary(outcome)).toBe(`Batch cancelled after 0 of ${n} ${noun} (nothing generated)`);
    expect(batchSummary({ ...outcome, stoppedBy: "the budget is spent" })).toBe(
      `Batch stopped after 0 of ${n} ${noun}: the budget is spent (nothing generated)`,
    );
  });
});
