/**
 * A search count as shown on screen: "1,234", or "10,000+" when the server capped it
 * (`totalIsApproximate`, docs/decisions/search-totals.md).
 */
export function countLabel(count: number, approximate = false): string {
  return `${count.toLocaleString("en-US")}${approximate ? "+" : ""}`;
}
