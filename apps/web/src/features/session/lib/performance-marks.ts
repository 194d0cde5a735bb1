/**
 * User Timing marks of the two waits a learner feels (In the browser): from Start Session to
 * the first card, and from asking for the next card to seeing it. The end-to-end run reads the measures
 * (`e2e/session-timing.spec.ts`) and reports them; nothing in the app acts on them. Names are stable so
 * that DevTools' Performance panel and field monitoring can find them too.
 */
export const SESSION_MEASURES = {
  startToFirstCard: "recall:start-to-first-card",
  nextToCard: "recall:next-to-card",
} as const;

const START_MARK = "recall:start-session";
const NEXT_MARK = "recall:next-requested";

function timing(): Performance | null {
  return typeof performance !== "undefined" && typeof performance.mark === "function" ? performance : null;
}

function hasMark(perf: Performance, name: string): boolean {
  return perf.getEntriesByName(name, "mark").length > 0;
}

/** The learner pressed Start Session. */
export function markSessionStartRequested(): void {
  const perf = timing();
  if (!perf) return;
  perf.clearMarks(START_MARK);
  perf.mark(START_MARK);
}

/** The learner asked for the next card (Next Card, Next now, Enter, Continue, or the MCQ auto-advance). */
export function markNextCardRequested(): void {
  const perf = timing();
  if (!perf) return;
  perf.clearMarks(NEXT_MARK);
  perf.mark(NEXT_MARK);
}

/**
 * Card `index` is on screen: closes whichever wait was open. Called from an effect, so the measure ends
 * once React has committed the card (the paint follows in the same frame).
 */
export function markCardShown(index: number): void {
  const perf = timing();
  if (!perf) return;
  if (index === 0 && hasMark(perf, START_MARK)) {
    perf.measure(SESSION_MEASURES.startToFirstCard, START_MARK);
    perf.clearMarks(START_MARK);
  } else if (index > 0 && hasMark(perf, NEXT_MARK)) {
    perf.measure(SESSION_MEASURES.nextToCard, NEXT_MARK);
    perf.clearMarks(NEXT_MARK);
  }
}
