/** Dollars to 4 decimals, as every AI cost is shown (requirements C9). */
export const formatCost = (usd: number) => `$${usd.toFixed(4)}`;

/** A budget setting reads better with cents only. */
export const formatBudget = (usd: number) => `$${usd.toFixed(2)}`;
