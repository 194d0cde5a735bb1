import { ApiError } from "../../../lib/api-client";

/** Any call refused because the monthly AI budget is used up. */
export const isBudgetExceeded = (err: unknown) => err instanceof ApiError && err.code === "BUDGET_EXCEEDED";

/** The server asks for the guidelines again (accepted on a stale client, or reset on the server). */
export const isGuidelinesMissing = (err: unknown) =>
  err instanceof ApiError && err.code === "GUIDELINES_NOT_ACCEPTED";
