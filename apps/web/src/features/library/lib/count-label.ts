import i18n from "../../../lib/i18n";

/**
 * A search count as shown on screen: "1,234", or "500+" (grouped as the chosen language groups digits) when the server capped it
 * (`totalIsApproximate`, docs/decisions/search-totals.md).
 */
export function countLabel(count: number, approximate = false): string {
  return `${new Intl.NumberFormat(i18n.language).format(count)}${approximate ? "+" : ""}`;
}
