/** Event names of requirements S7. */
export type AnalyticsEvent =
  | "user-signup"
  | "user-login"
  | "user-logout"
  | "card-view"
  | "card-generation"
  | "card-interaction"
  | "session-start"
  | "session-complete"
  | "glossary-open"
  | "glossary-term-view"
  | "glossary-term-added"
  | "ai-content-generation";

interface Tracker {
  track(event: string, properties?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    /** An analytics tracker a deployment may install; without one events go to the console. */
    recallAnalytics?: Tracker;
  }
}

/** Sends an event to the tracker, or to the console when none exists. Failures are only logged. */
export function trackEvent(event: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  try {
    const tracker = typeof window !== "undefined" ? window.recallAnalytics : undefined;
    if (tracker) tracker.track(event, properties);
    else console.info(`[analytics] ${event}`, properties);
  } catch (err) {
    console.warn(`[analytics] failed to send ${event}`, err);
  }
}
