import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BATCH_COMPLETION_TOAST_MS } from "../../../app/toaster";
import { makeCard } from "../../../test/card-factory";
import { deferred } from "../../../test/render";
import { type BatchSettings, saveBatchSettings } from "../lib/batch-settings";
import { course, planetCards, renderImprove, serveImprove, suggestionFor } from "../testing/serve";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const settings = (s: Partial<BatchSettings>) =>
  saveBatchSettings({
    autoApprove: false,
    skipLowConfidence: false,
    confidenceThreshold: 0.7,
    delayBetweenCards: 500,
    ...s,
  });

async function startBatch(user: ReturnType<typeof userEvent.setup>, count = 2) {
  await user.click(await screen.findByRole("button", { name: `Generate All Missing (${count})` }));
  const dialog = screen.getByRole("dialog", { name: `Generate MCQ options for ${count} cards?` });
  expect(within(dialog).getByText(/This uses AI credits/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Start" }));
}

describe("batch settings modal (requirements C2, C5)", () => {
  it("shows the defaults, clamps the delay to 500-5000 ms (500 when invalid), and says 'Settings saved!'", async () => {
    serveImprove();
    const user = userEvent.setup();
    renderImprove();
    await user.click(await screen.findByRole("button", { name: "Batch Settings" }));
    let dialog = screen.getByRole("dialog", { name: "Batch Settings" });
    expect(within(dialog).getByRole("checkbox", { name: "Auto-approve suggestions" })).not.toBeChecked();
    expect(within(dialog).getByText(/saved to your cards without review/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole("checkbox", { name: "Skip low-confidence suggestions" }),
    ).not.toBeChecked();
    const delay = within(dialog).getByRole("spinbutton", { name: "Delay between cards (ms)" });
    expect(delay).toHaveValue(1000);
    expect(delay).toHaveAttribute("min", "500");
    expect(delay).toHaveAttribute("max", "5000");
    expect(delay).toHaveAttribute("step", "100");
    const summary = within(dialog).getByRole("region", { name: "Summary" });
    expect(summary).toHaveTextContent(
      "Suggestions wait for your review. Each card waits 1.0 s before the next.",
    );

    await user.click(within(dialog).getByRole("checkbox", { name: "Skip low-confidence suggestions" }));
    const slider = within(dialog).getByRole("slider", { name: "Confidence threshold: 70%" });
    expect(slider).toHaveAttribute("min", "0");
    expect(slider).toHaveAttribute("max", "1");
    expect(slider).toHaveAttribute("step", "0.05");
    fireEvent.change(slider, { target: { value: "0.85" } });
    expect(within(dialog).getByText("Confidence threshold: 85%")).toBeInTheDocument();
    await user.clear(delay);
    await user.type(delay, "12000");
    expect(summary).toHaveTextContent("Suggestions under 85% confidence are skipped. Each card waits 5.0 s");
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Batch Settings" }));
    dialog = screen.getByRole("dialog", { name: "Batch Settings" });
    expect(within(dialog).getByRole("spinbutton", { name: "Delay between cards (ms)" })).toHaveValue(5000);
    expect(within(dialog).getByRole("slider")).toHaveValue("0.85");
    await user.clear(within(dialog).getByRole("spinbutton", { name: "Delay between cards (ms)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    await user.click(await screen.findByRole("button", { name: "Batch Settings" }));
    expect(screen.getByRole("spinbutton", { name: "Delay between cards (ms)" })).toHaveValue(500);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("batch MCQ run (requirements C4)", () => {
  it("auto-approve: every missing card is saved without review, with the delay; a 5 s summary; 100% coverage", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    settings({ autoApprove: true, delayBetweenCards: 500 });
    const success = vi.spyOn(toast, "success");
    const api = serveImprove();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderImprove();
    await startBatch(user);
    expect(await screen.findByText(/Batch progress: 1\/2 · 0 failed/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText("Batch complete: 2 saved")).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith("Batch complete: 2 saved", { duration: BATCH_COMPLETION_TOAST_MS });
    expect(screen.getByText(/Batch progress: 2\/2 · 0 failed/)).toBeInTheDocument();
    expect(api.saved().map((c) => c.url)).toEqual([
      `/api/courses/${course.id}/cards/${api.cards[0]!.id}/mcq-options`,
      `/api/courses/${course.id}/cards/${api.cards[1]!.id}/mcq-options`,
    ]);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("100.0%")).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Generate All Missing (0)" })).toBeDisabled();
  });

  it("without auto-approve each suggestion waits in its card's review panel", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    settings({ autoApprove: false, delayBetweenCards: 500 });
    const api = serveImprove();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderImprove();
    await startBatch(user);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText("Batch complete: 2 ready for review")).toBeInTheDocument();
    expect(screen.getAllByRole("form")).toHaveLength(2);
    expect(screen.getByText("Waiting for review: 2")).toBeInTheDocument();
    expect(api.saved()).toEqual([]);
    await user.click(within(screen.getAllByRole("form")[0]!).getByRole("button", { name: "Reject" }));
    expect(screen.getByText("Waiting for review: 1")).toBeInTheDocument();
  });

  it("auto-approve leaves a suggestion the checks do not trust for review, and says how many wait", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    settings({ autoApprove: true, delayBetweenCards: 500 });
    const api = serveImprove({
      generate: (card) => ({
        body: {
          data:
            card.back === "Mercury"
              ? {
                  ...suggestionFor(card, 0.3),
                  mcqOptions: ["Venus", "Mercury", "", "Neptune"],
                  problems: [{ path: "mcqOptions.2", message: "an option is empty" }],
                }
              : suggestionFor(card),
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderImprove();
    await startBatch(user);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(
      await screen.findByText("Batch complete: 1 saved, 1 ready for review (1 with problems marked)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Waiting for review: 1")).toBeInTheDocument();
    expect(api.saved()).toHaveLength(1);
    const review = screen.getByRole("form");
    expect(within(review).getByRole("textbox", { name: "Option C" })).toHaveAccessibleDescription(
      "Check: an option is empty",
    );
  });

  it("skip-low-confidence skips suggestions under the threshold with a toast of the face's first 50 characters", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    settings({ autoApprove: true, skipLowConfidence: true, confidenceThreshold: 0.7 });
    const longFace = "Which planet has the longest day of all the planets in the solar system?";
    const cards = [makeCard({ ...planetCards()[0]!, face: longFace, back: "Venus" }), planetCards()[1]!];
    const api = serveImprove({
      cards,
      generate: (card) => ({ body: { data: suggestionFor(card, card.back === "Venus" ? 0.55 : 0.9) } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderImprove();
    await startBatch(user);
    expect(
      await screen.findByText(`Skipped (confidence 55% < 70%): ${longFace.slice(0, 50)}...`),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(
      await screen.findByText("Batch complete: 1 saved, 1 skipped (low confidence)"),
    ).toBeInTheDocument();
    expect(api.saved()).toHaveLength(1);
  });

  it("Cancel stops the run: the request in flight is abandoned and nothing more is sent", async () => {
    const pending = deferred();
    const api = serveImprove({ generate: () => pending.promise });
    const user = userEvent.setup();
    renderImprove();
    await startBatch(user);
    expect(await screen.findByText(/Batch progress: 0\/2 · 0 failed/)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Generate MCQ" })[0]).toBeDisabled();
    expect(screen.getByRole("button", { name: "Batch Settings" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel batch" }));
    expect(
      await screen.findByText("Batch cancelled after 0 of 2 cards (nothing generated)"),
    ).toBeInTheDocument();
    expect(api.generated()).toHaveLength(1);
    expect(api.generated()[0]!.signal?.aborted).toBe(true);
    expect(screen.queryByText("Generating MCQ options...")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel batch" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Generate MCQ" })[0]).toBeEnabled();
  });

  it("leaving the page stops the run cleanly: the call is aborted, no card follows, no toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    settings({ autoApprove: true });
    const pending = deferred();
    const api = serveImprove({ generate: () => pending.promise });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = renderImprove();
    await startBatch(user);
    await screen.findByText(/Batch progress: 0\/2/);
    await act(() => view.router.navigate("/courses"));
    expect(await screen.findByRole("heading", { name: "Browse page" })).toBeInTheDocument();
    expect(api.generated()[0]!.signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.generated()).toHaveLength(1);
    expect(api.saved()).toEqual([]);
    expect(screen.queryByText(/Batch (complete|cancelled|stopped)/)).not.toBeInTheDocument();
  });

  it("a spent budget stops the run with the server's message", async () => {
    const budget = "You have exceeded your monthly AI budget. It will reset next month.";
    const api = serveImprove({
      generate: () => ({ status: 402, body: { error: { code: "BUDGET_EXCEEDED", message: budget } } }),
    });
    const user = userEvent.setup();
    renderImprove();
    await startBatch(user);
    expect(
      await screen.findByText(`Batch stopped after 1 of 2 cards: ${budget} (1 failed)`),
    ).toBeInTheDocument();
    expect(api.generated()).toHaveLength(1);
  });
});
