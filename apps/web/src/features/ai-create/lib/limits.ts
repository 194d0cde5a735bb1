import { AI_LIMITS } from "@recall/shared";

/** requirements C9: usage is polled every 30 s; the estimate is cached 5 minutes. */
export const USAGE_POLL_MS = 30_000;
export const ESTIMATE_STALE_MS = 5 * 60 * 1000;
/** requirements C9: after a successful generation the app goes to the course after 2 seconds. */
export const REDIRECT_AFTER_MS = 2000;
/** How often a generation that outlived its request is followed (GET /ai-content/jobs/:id). */
export const JOB_POLL_MS = 2000;

/** requirements C5: the cost estimate is fetched only for card counts 10 to 200. */
export function canEstimate(cardCount: number | null | undefined): cardCount is number {
  return (
    typeof cardCount === "number" &&
    Number.isInteger(cardCount) &&
    cardCount >= AI_LIMITS.cardCount.min &&
    cardCount <= AI_LIMITS.cardCount.max
  );
}
