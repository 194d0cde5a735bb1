import { PLAN_MESSAGES } from "@recall/shared";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";

/**
 * A plan call's failure as the user reads it: over budget, the plan's own text (requirements C8); else the
 * server's message, or the spec's fallback for that call.
 */
export function planErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.code === "BUDGET_EXCEEDED")
    return translateMessage(PLAN_MESSAGES.budgetExceeded);
  return errorMessage(err, fallback);
}
