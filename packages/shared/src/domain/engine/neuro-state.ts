import { z } from "zod";
import { INITIAL_CHEMICALS, NeuroChemicals } from "./chemicals";
import { EngineAction } from "./engine-action";

/** requirements S9 "Neuro telemetry": last 5 answers for errors, last 10 topics, clicks within 2 s. */
export const RECENT_ERRORS_WINDOW = 5;
export const RECENT_TOPICS_WINDOW = 10;
export const CLICK_WINDOW_MS = 2000;

const time = z.number().finite();

/**
 * The engine's per-session memory, stored as JSON in study_sessions.neuroState. Times are epoch ms.
 * Fields beyond the spec's list have defaults so a state saved by an older version still parses.
 */
export const NeuroStateSchema = z.object({
  chemicals: NeuroChemicals,
  startedAt: time,
  lastUpdatedAt: time,
  /** The popup sent with the last response; replaced by the next answer. */
  pendingAction: EngineAction.nullable().default(null),
  /** One flag per recent answer, true when it was wrong (the last 5 answers). */
  recentErrors: z.array(z.boolean()).max(RECENT_ERRORS_WINDOW).default([]),
  /** One flag per recent answer, true when it was fast (same window as recentErrors). */
  recentFast: z.array(z.boolean()).max(RECENT_ERRORS_WINDOW).default([]),
  recentTopics: z.array(z.string()).max(RECENT_TOPICS_WINDOW).default([]),
  /** Answer submissions within CLICK_WINDOW_MS of the latest one, latest included. */
  clickTimestamps: z.array(time).default([]),
  /** Correct answers in a row. */
  streak: z.number().int().min(0).default(0),
  answerCount: z.number().int().min(0).default(0),
  answersSinceLastAction: z.number().int().min(0).default(0),
  lastActionAt: time.nullable().default(null),
  /** 3+ errors in the last 5 happened and no reflection has followed it yet. */
  errorBurstPending: z.boolean().default(false),
});
export type NeuroState = z.infer<typeof NeuroStateSchema>;

/** A fresh state for a session starting at `now`. */
export function initialNeuroState(now: Date): NeuroState {
  const t = now.getTime();
  return {
    chemicals: { ...INITIAL_CHEMICALS },
    startedAt: t,
    lastUpdatedAt: t,
    pendingAction: null,
    recentErrors: [],
    recentFast: [],
    recentTopics: [],
    clickTimestamps: [],
    streak: 0,
    answerCount: 0,
    answersSinceLastAction: 0,
    lastActionAt: null,
    errorBurstPending: false,
  };
}

/**
 * Reads a stored state. Anything unreadable starts over from {@link initialNeuroState}: a reset
 * chemical display is better than a session that cannot take answers.
 */
export function parseNeuroState(raw: unknown, now: Date): NeuroState {
  const parsed = NeuroStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : initialNeuroState(now);
}
