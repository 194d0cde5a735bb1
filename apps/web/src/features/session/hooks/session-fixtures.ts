import { type AnswerBody, parseAdaptiveConfig } from "@recall/shared";
import { makeCard } from "../../../test/card-factory";
import type { SessionEvent } from "./session-reducer";
import type { CardSeed, SessionState } from "./session-state";
import { createSessionState, sessionReducer } from "./use-session-machine";

/** Test data shared by the session tests: a complete API card with sensible defaults. */
export const makeSessionCard = makeCard;

export const SESSION_ID = "55555555-5555-4555-8555-555555555555";

/** An MCQ card (answer B), a basic card and a cloze card, in three topics. */
export const mcqCard = makeSessionCard({
  id: "00000000-0000-4000-8000-000000000001",
  type: "mcq",
  options: ["Venus", "Mercury", "Mars", "Earth"],
  answerIndex: 1,
  explanationWrong: "Venus is second; Mercury is the innermost planet.",
  explanationRight: "Mercury orbits at about 0.39 AU.",
});
export const basicCard = makeSessionCard({
  id: "00000000-0000-4000-8000-000000000002",
  face: "What powers a star like the Sun?",
  back: "Nuclear fusion",
  topic: "Stars",
  level: "Intermediate",
});
export const clozeCard = makeSessionCard({
  id: "00000000-0000-4000-8000-000000000003",
  face: "Light from the Sun takes about ___ minutes to reach Earth.",
  back: "8",
  topic: "Light",
  type: "cloze",
  acceptableAnswers: ["8", "eight"],
});

/** Reducer test helpers: a start time, card seeds, a session over `cards`, and a way to feed it events. */
export const T0 = 1_000_000;
let ids = 0;
/** random 0 draws MCQ whenever the percent is above 0; 0.999 draws basic unless it is 100. */
export const seed = (now: number, random = 0): CardSeed => ({
  random,
  clientAnswerId: `answer-${++ids}`,
  now,
});

export function start(
  cards = [mcqCard, basicCard, clozeCard],
  opts: { random?: number; mcqPreference?: number } = {},
) {
  return createSessionState({
    sessionId: SESSION_ID,
    cards,
    config: parseAdaptiveConfig(null),
    mcqPreference: opts.mcqPreference ?? 50,
    seed: seed(T0, opts.random ?? 0),
  });
}

export const run = (state: SessionState, ...events: SessionEvent[]) => events.reduce(sessionReducer, state);

export function lastBody(state: SessionState): AnswerBody {
  const item = state.outbox.at(-1);
  if (!item) throw new Error("nothing was submitted");
  return item.body;
}
