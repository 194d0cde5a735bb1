import { RELATED_ESTIMATES as E } from "@recall/shared";
import i18n from "../../../lib/i18n";
import "../i18n";

/** Dollars to 4 decimals in the interface language's number format ("$0.0150" in English). */
const money = (usd: number) =>
  new Intl.NumberFormat(i18n.language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(usd);

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
  const number = new Intl.NumberFormat(i18n.language);
  return {
    cost: money(perCard * cards),
    time: i18n.t("related-cards:estimate.seconds", {
      low: number.format(lo * cards),
      high: number.format(hi * cards),
    }),
  };
}
