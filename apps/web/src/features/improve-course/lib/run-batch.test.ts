// @vitest-environment node
import type { Card, McqOptionsBody, McqSuggestion } from "@recall/shared";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { makeCard } from "../../../test/card-factory";
import { BATCH_DEFAULTS, type BatchSettings } from "./batch-settings";
import type { CardFlow } from "./card-flow";
import { type BatchDeps, batchSummary, RATE_LIMIT_RETRIES, runMcqBatch, skippedMessage } from "./run-batch";

const cards = ["One", "Two", "Three"].map((face, i) =>
  makeCard({ id: `card-${i + 1}`, face: `Question ${face}?`, back: face }),
);
const suggestion = (confidence = 0.9): McqSuggestion => ({
  mcqOptions: ["A", "B", "C", "D"],
  mcqCorrectIndex: 1,
  confidence,
  reasoning: "Because.",
  problems: [],
});

/** What the server answers when its checks do not trust the model's options. */
const untrusted = (): McqSuggestion => ({
  ...suggestion(0.3),
  mcqOptions: ["A", "B", "", "D"],
  problems: [{ path: "mcqOptions.2", message: "an option is empty" }],
});

/** A run with recorded effects; `wait` resolves at once and records the delays asked for. */
function harness(settings: Partial<BatchSettings> = {}, over: Partial<BatchDeps> = {}) {
  const controller = new AbortController();
  const flows: [string, CardFlow["status"] | null][] = [];
  const progress: string[] = [];
  const skipped: string[] = [];
  const waits: number[] = [];
  const saved: [string, McqOptionsBody][] = [];
  const deps: BatchDeps = {
    cards,
    settings: { ...BATCH_DEFAULTS, ...settings },
    signal: controller.signal,
    generate: async () => suggestion(),
    save: async (card, body) => {
      saved.push([card.id, body]);
    },
    setFlow: (id, flow) => flows.push([id, flow?.status ?? null]),
    onProgress: (p) => progress.push(`${p.completed}/${p.total} ${p.failed}`),
    onSkipped: (card, confidence) => skipped.push(`${card.id} ${confidence}`),
    wait: async (ms) => {
      waits.push(ms);
    },
    ...over,
  };
  return { deps, controller, flows, progress, skipped, waits, saved };
}

describe("runMcqBatch (requirements C4 Batch MCQ run)", () => {
  it("without auto-approve: each suggestion waits for review; progress completed/total; the delay between cards", async () => {
    const h = harness({ delayBetweenCards: 1500 });
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ total: 3, completed: 3, failed: 0, toReview: 3, saved: 0, cancelled: false });
    expect(h.flows).toEqual([
      ["card-1", "generating"],
      ["card-1", "reviewing"],
      ["card-2", "generating"],
      ["card-2", "reviewing"],
      ["card-3", "generating"],
      ["card-3", "reviewing"],
    ]);
    expect(h.progress).toEqual(["0/3 0", "1/3 0", "2/3 0", "3/3 0"]);
    expect(h.waits).toEqual([1500, 1500]);
    expect(h.saved).toEqual([]);
  });

  it("auto-approve saves each suggestion without review", async () => {
    const h = harness({ autoApprove: true });
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ completed: 3, saved: 3, toReview: 0 });
    expect(h.saved.map(([id]) => id)).toEqual(["card-1", "card-2", "card-3"]);
    expect(h.saved[0]![1]).toEqual({ mcqOptions: ["A", "B", "C", "D"], mcqCorrectIndex: 1 });
    expect(h.flows.filter(([id]) => id === "card-2")).toEqual([
      ["card-2", "generating"],
      ["card-2", "saving"],
      ["card-2", "complete"],
    ]);
    expect(batchSummary(out)).toBe("Batch complete: 3 saved");
  });

  it("auto-approve never saves a suggestion the checks do not trust: it waits for review, counted", async () => {
    const h = harness(
      { autoApprove: true },
      { generate: async (card) => (card.id === "card-2" ? untrusted() : suggestion()) },
    );
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ completed: 3, saved: 2, toReview: 1, flagged: 1, failed: 0 });
    expect(h.saved.map(([id]) => id)).toEqual(["card-1", "card-3"]);
    expect(h.flows).toContainEqual(["card-2", "reviewing"]);
    expect(batchSummary(out)).toBe("Batch complete: 2 saved, 1 ready for review (1 with problems marked)");
  });

  it("skip-low-confidence skips suggestions under the threshold, clears their card and says so", async () => {
    const confidences = [0.9, 0.55, 0.7];
    const h = harness(
      { autoApprove: true, skipLowConfidence: true, confidenceThreshold: 0.7 },
      { generate: async (card) => suggestion(confidences[cards.indexOf(card)]) },
    );
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ completed: 3, saved: 2, skipped: 1, failed: 0 });
    expect(h.skipped).toEqual(["card-2 0.55"]);
    expect(h.flows).toContainEqual(["card-2", null]);
    expect(batchSummary(out)).toBe("Batch complete: 2 saved, 1 skipped (low confidence)");
  });

  it("a failed card counts as done and failed, shows its error, and the run goes on", async () => {
    const h = harness(
      {},
      {
        generate: async (card) => {
          if (card.id === "card-2")
            throw new ApiError("The AI could not write usable options", 502, "AI_ERROR", undefined, true);
          return suggestion();
        },
      },
    );
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ completed: 3, failed: 1, toReview: 2, stoppedBy: null });
    expect(h.flows).toContainEqual(["card-2", "error"]);
    expect(batchSummary(out)).toBe("Batch complete: 2 ready for review, 1 failed");
  });

  it("stops at a spent budget: every further card would fail the same way", async () => {
    const budget = "You have exceeded your monthly AI budget. It will reset next month.";
    const h = harness(
      {},
      { generate: async () => Promise.reject(new ApiError(budget, 402, "BUDGET_EXCEEDED", undefined, true)) },
    );
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ completed: 1, failed: 1, stoppedBy: budget, cancelled: false });
    expect(batchSummary(out)).toBe(`Batch stopped after 1 of 3 cards: ${budget} (1 failed)`);
  });

  it("waits out a 429 (Retry-After) and retries the same card, at most 3 times", async () => {
    let calls = 0;
    const h = harness(
      {},
      {
        generate: async () => {
          calls += 1;
          if (calls <= 2) throw new ApiError("Too many requests", 429, "RATE_LIMITED", undefined, true, 7);
          return suggestion();
        },
      },
    );
    const out = await runMcqBatch(h.deps);
    expect(out).toMatchObject({ completed: 3, failed: 0, toReview: 3 });
    expect(h.waits.slice(0, 2)).toEqual([7000, 7000]);

    const always = harness(
      {},
      { generate: () => Promise.reject(new ApiError("Too many", 429, "RATE_LIMITED")) },
    );
    const limited = await runMcqBatch({ ...always.deps, cards: cards.slice(0, 1) });
    expect(limited.failed).toBe(1);
    expect(always.waits).toEqual(Array(RATE_LIMIT_RETRIES).fill(10_000));
  });

  it("cancel: the request in flight is abandoned, its card returns to idle, nothing more is sent", async () => {
    const h = harness();
    const generate = vi.fn((card: Card, signal: AbortSignal) => {
      if (card.id === "card-1") return Promise.resolve(suggestion());
      return new Promise<McqSuggestion>((_, reject) => {
        signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        h.controller.abort();
      });
    });
    const out = await runMcqBatch({ ...h.deps, generate });
    expect(out).toMatchObject({ completed: 1, toReview: 1, cancelled: true });
    expect(generate).toHaveBeenCalledTimes(2);
    expect(h.flows.at(-1)).toEqual(["card-2", null]);
    expect(batchSummary(out)).toBe("Batch cancelled after 1 of 3 cards (1 ready for review)");
  });

  it("cancel during the delay stops before the next card", async () => {
    const h = harness();
    const out = await runMcqBatch({
      ...h.deps,
      wait: async () => {
        h.controller.abort();
        throw new DOMException("Aborted", "AbortError");
      },
    });
    expect(out).toMatchObject({ completed: 1, cancelled: true });
  });
});

describe("skippedMessage", () => {
  it("shows the first 50 characters of the face (requirements C4)", () => {
    const face = "Which of the following statements about photosynthesis in C4 plants is true?";
    expect(skippedMessage({ face }, 0.55, 0.7)).toBe(
      `Skipped (confidence 55% < 70%): ${face.slice(0, 50)}...`,
    );
    expect(face.slice(0, 50)).toHaveLength(50);
    expect(skippedMessage({ face: "Short?" }, 0.5, 0.7)).toBe("Skipped (confidence 50% < 70%): Short?");
  });
});
