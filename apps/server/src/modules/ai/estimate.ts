import { AI_MESSAGES, ESTIMATE_RATES, type Estimate } from "@recall/shared";

function durationLabel(min: number, max: number): string {
  if (max < 120) return `${min}-${max} seconds`;
  const m = (s: number) => Math.round(s / 60);
  return m(min) === m(max) ? `about ${m(max)} minutes` : `${m(min)}-${m(max)} minutes`;
}

/**
 * GET /ai-content/estimate/:cardCount: the spec's per-card figures (requirements C9). A warning for large courses,
 * and when the estimate is above what the user has left this month.
 */
export function estimateCourse(cardCount: number, fullContext: boolean, remainingUsd: number): Estimate {
  const rate = fullContext ? ESTIMATE_RATES.fullContext : ESTIMATE_RATES.standard;
  const estimatedCost = Math.round(cardCount * rate.costPerCard * 10_000) / 10_000;
  const minSeconds = cardCount * rate.secondsPerCard.min;
  const maxSeconds = cardCount * rate.secondsPerCard.max;
  const warnings: string[] = [];
  if (cardCount > ESTIMATE_RATES.warnAboveCards) warnings.push(AI_MESSAGES.largeCourseWarning);
  if (estimatedCost > remainingUsd) {
    warnings.push(
      `This may cost more than the $${remainingUsd.toFixed(4)} left in your monthly AI budget; generation stops when the budget runs out.`,
    );
  }
  return {
    cardCount,
    estimatedCost,
    estimatedTime: { minSeconds, maxSeconds, label: durationLabel(minSeconds, maxSeconds) },
    warning: warnings.length ? warnings.join(" ") : null,
  };
}
