import type { CardQuota } from "../../ai/index";
import { apportion, type PlannedBatch } from "../../ai/index";
import type { BatchOutcome } from "./course-batches";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The batches that generate the rest of a course that fell short: for each planned batch, the cards it
 * did not deliver, on the same topic and key points, so the course ends as planned. `missing` is the
 * course's total shortfall; the MCQ to write are spread over the batches that missed some (a batch's
 * surplus MCQ can cover another's gap, so the total may be less than their sum). Re-indexed from 0.
 */
export function planRest(
  batches: readonly PlannedBatch[],
  done: readonly BatchOutcome[],
  missing: CardQuota,
): PlannedBatch[] {
  const doneBy = new Map(done.map((d) => [d.index, d]));
  const gaps = batches.map((b) => {
    const d = doneBy.get(b.index);
    const cards = Math.max(0, b.cardCount - (d?.cards ?? 0));
    return { cards, mcq: Math.max(0, Math.min(cards, b.mcqCount - (d?.mcq ?? 0))) };
  });
  let cards = gaps.map((g) => g.cards);
  if (sum(cards) !== missing.cards) {
    // The batches' records do not add up to the course's (a job recorded before per-batch outcomes):
    // spread the total over the plan by batch size.
    cards = apportion(
      missing.cards,
      batches.map((b) => b.cardCount),
    );
  }
  const mcqWeights = gaps.map((g, i) => Math.min(g.mcq, cards[i]!));
  const mcq = apportion(
    Math.min(missing.mcq, missing.cards),
    mcqWeights.some((w) => w > 0) ? mcqWeights : cards,
  ).map((m, i) => Math.min(m, cards[i]!));
  return batches
    .map((b, i) => ({ ...b, cardCount: cards[i]!, mcqCount: mcq[i]! }))
    .filter((b) => b.cardCount > 0)
    .map((b, index) => ({ ...b, index }));
}
