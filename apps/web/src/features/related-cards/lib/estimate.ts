import { RELATED_ESTIMATES as E } from "@recall/shared";

const money = (usd: number) => `$${usd.toFixed(4)}`;

/**
 * The estimate a related-card dialog shows (requirements C9): about $0.015 a card, $0.025 with full context;
 * 5-8 s a card (8-12 s with full context), or 6-8 s (10-12 s) a card in a batch. Costs to 4 decimals.
 */
export function relatedEstimate(cards: number, fullContext: boolean): { cost: string; time: string } {
  const perCard = fullContext ? E.costPerCardFullContext : E.costPerCard;
  const [lo, hi] =
    cards > 1
      ? fullContext
        ? E.batchSecondsPerCardFullContext
        : E.batchSecondsPerCard
      : fullContext
        ? E.secondsPerCardFullContext
        : E.secondsPerCard;
  return { cost: money(perCard * cards), time: `${lo * cards}-${hi * cards} seconds` };
}
