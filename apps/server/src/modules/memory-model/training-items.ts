/**
 * A learner's reviews as the FSRS optimizer's training items. For each card, its reviews in
 * time order (answers in sessions and reviews imported from Anki); every review after the first makes one
 * item: the card's history up to and including it, each step with the days since the previous step
 * (0 for the first review and for a review on the same UTC day). The optimizer learns to predict the
 * last step of each item from the steps before it.
 */

export interface ReviewRow {
  cardId: string;
  at: Date;
  /** FSRS rating 1 Again .. 4 Easy. */
  grade: number;
}

export interface TrainingStep {
  rating: number;
  deltaT: number;
}

export interface TrainingItem {
  steps: TrainingStep[];
  /** When the item's last review happened (ms): held-out items are the newest. */
  at: number;
}

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** `rows` ordered by card, then time (as the repository reads them). */
export function trainingItems(rows: readonly ReviewRow[]): TrainingItem[] {
  const items: TrainingItem[] = [];
  let steps: TrainingStep[] = [];
  let card: string | null = null;
  let previousDay = 0;
  for (const row of rows) {
    if (row.grade < 1 || row.grade > 4) continue;
    const day = dayOf(row.at);
    if (row.cardId !== card) {
      card = row.cardId;
      steps = [{ rating: row.grade, deltaT: 0 }];
    } else {
      steps = [...steps, { rating: row.grade, deltaT: Math.max(0, day - previousDay) }];
      items.push({ steps, at: row.at.getTime() });
    }
    previousDay = day;
  }
  return items;
}

/** Items whose last review came on a later day than the one before: what the optimizer learns from. */
export const isLongTerm = (item: TrainingItem) => (item.steps.at(-1)?.deltaT ?? 0) > 0;

/**
 * Train on the older items, evaluate on the newest `share` of the long-term ones (at least one): the
 * metrics then say how well each model predicts reviews it has not seen, in the order they happened.
 */
export function splitByTime(items: readonly TrainingItem[], share = 0.2) {
  const sorted = [...items].sort((a, b) => a.at - b.at);
  const longTerm = sorted.filter(isLongTerm);
  const heldCount = Math.max(1, Math.floor(longTerm.length * share));
  const cut = longTerm[longTerm.length - heldCount]?.at ?? Number.POSITIVE_INFINITY;
  return {
    train: sorted.filter((i) => i.at < cut),
    heldOut: longTerm.filter((i) => i.at >= cut),
  };
}
