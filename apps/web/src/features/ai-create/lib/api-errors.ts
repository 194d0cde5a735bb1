import { ApiError } from "../../../lib/api-client";

/** Any call refused because the monthly AI budget is used up. */
export const isBudgetExceeded = (err: unknown) => err instanceof ApiError && err.code === "BUDGET_EXCEEDED";

/** The server asks for the guidelines again (accepted on a stale client, or reset on the server). */
export const isGuidelinesMissing = (err: unknown) =>
  err instanceof ApiError && err.code === "GUIDELINES_NOT_ACCEPTED";

/** Every AI call needs a verified email: the client's copy of the user was stale. */
export const isEmailNotVerified = (err: unknown) =>
  err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED";
