import {
  type AdaptiveConfig,
  type AdaptiveState,
  type AnswerBody,
  type Card,
  chooseQuestionMode,
  INITIAL_CHEMICALS,
  initialAdaptiveState,
  initialNeuroState,
  type NeuroChemicals,
  type NeuroState,
  type QuestionMode,
  recordAnswer,
} from "@recall/shared";
import type { PopupAction } from "../components/popups/engine-action";
import type { QueuedAnswer } from "../lib/answer-queue";
import type { AnswerRecord } from "../lib/answer-record";

/**
 * The per-card steps of requirements S4 "Card in session":
 * front (question shown) -> revealed (basic/cloze answer shown) -> graded (result recorded).
 * A wrong grade of any type (MCQ pick, basic self-graded Incorrect, cloze answer that does not match)
 * goes to wrong (explanation, Try Again / Continue) -> front (Try Again) or recorded (Continue).
 */
export type CardPhase = "front" | "revealed" | "wrong" | "graded";

/** 0 closed, 1 overview, 2 deep dive, 3 connections (the LayeredExplanation levels). */
export type Level = 0 | 1 | 2 | 3;

/** Drawn outside the reducer so it stays pure: what a newly shown card needs. */
export interface CardSeed {
  /** A number in [0, 1) for the adaptive mode draw. */
  random: number;
  /** crypto.randomUUID(), generated once per card (the server counts a resubmission once). */
  clientAnswerId: string;
  /** Epoch ms when the card is shown. */
  now: number;
}

/** Everything that belongs to the card on screen; replaced when the session moves on. */
export interface CardRun {
  clientAnswerId: string;
  mode: QuestionMode;
  phase: CardPhase;
  shownAt: number;
  /** The learner flipped the mode toggle on this card. */
  manual: boolean;
  /** The option picked last (MCQ); null before any pick or in basic mode. */
  picked: number | null;
  /** Options already picked wrong; they stay marked and cannot be picked again. */
  wrongPicks: number[];
  retryAttempts: number;
  /** The first wrong grade of this card has been counted (errors, streak reset). */
  wrongCounted: boolean;
  /** The recorded result; null until graded. */
  result: { correct: boolean; firstTry: boolean } | null;
  /** Cloze: the typed answer and whether it matched. */
  cloze: { input: string; matched: boolean } | null;
  level: Level;
  depthReached: Level;
  /**
   * The deepest explanation level opened before the answer was given (first pick, Check or Show Answer);
   * null until then. An answer seen in an explainer first counts as hinted (fsrs-grade-mapping.md).
   */
  depthBeforeAnswer: Level | null;
  /** Times Level 1 was opened; every opening after the first is a reread. */
  explanationOpens: number;
  /** When the explanation (or the wrong-answer panel) became visible; null while hidden. */
  explanationSince: number | null;
  wrongSince: number | null;
  explanationMs: number;
  /** Deepest scroll through the explanation, 0..1. */
  scrollDepth: number;
  rapidClicks: number;
  lastClickAt: number | null;
  /** The answer submission failed; the page moves on after 1 s. */
  failed: boolean;
}

export type { AnswerRecord } from "../lib/answer-record";

/** An answer waiting for, or in, its POST /sessions/answer. */
export interface OutboxItem {
  key: string;
  body: AnswerBody;
  record: AnswerRecord;
  /** When it was given (epoch ms): its place in the offline queue's order, kept across reloads. */
  queuedAt: number;
  /** The engine's reply computed here (the same pure engine the server runs), used while offline. */
  local: LocalEngineReply;
  /**
   * The server could not be reached: the answer waits in the offline queue (lib/answer-queue.ts) and the
   * session goes on with the local reply until it is sent.
   */
  held: boolean;
}

/** The local engine's reply: new chemicals and, at most, one popup. */
export interface LocalEngineReply {
  chemicals: NeuroChemicals;
  action: PopupAction | null;
}

export interface Counters {
  correct: number;
  incorrect: number;
  streak: number;
  bestStreak: number;
  /** First wrong grades, including those later fixed by a retry (requirements S4 "error count"). */
  errors: number;
}

export interface SessionState {
  sessionId: string;
  cards: Card[];
  config: AdaptiveConfig;
  mcqPreference: number;
  startedAt: number;
  index: number;
  card: CardRun;
  status: "active" | "finished";
  counters: Counters;
  flowArmed: boolean;
  adaptive: AdaptiveState;
  answers: AnswerRecord[];
  manualRequests: { mcq: number; basic: number };
  outbox: OutboxItem[];
  chemicals: NeuroChemicals;
  /**
   * The session engine's state mirrored here: every answer runs the engine locally too, so a session
   * without a connection still moves its chemicals and popups. The server's chemicals replace the local
   * ones whenever a reply arrives.
   */
  neuro: NeuroState;
  /** The engine popup to show; `popupKey` changes with every new action. */
  popup: PopupAction | null;
  popupKey: number;
}

/**
 * A session picked up again from the server after a reload (see session-resume.ts): the cards with the
 * answered ones first, the answers so far, and the counters and chemicals the server recorded.
 */
export interface SessionResume {
  cards: Card[];
  answers: AnswerRecord[];
  counters: Counters;
  chemicals: NeuroChemicals;
  /** The server's start of the session, epoch ms. */
  startedAt: number;
  /** Answers given offline that the server does not have yet: they go back into the outbox, held. */
  queued?: readonly QueuedAnswer[];
}

export interface SessionInit {
  sessionId: string;
  cards: Card[];
  config: AdaptiveConfig;
  mcqPreference: number;
  seed: CardSeed;
  /** Continue a session where the learner left it instead of starting at the first card. */
  resume?: SessionResume;
}

/** A fresh run for `card`, in the mode the adaptive engine picks for it. */
export function newCardRun(
  card: Card | undefined,
  state: Pick<SessionState, "adaptive" | "config" | "mcqPreference">,
  seed: CardSeed,
): CardRun {
  const mode: QuestionMode = card
    ? chooseQuestionMode(
        card,
        state.adaptive,
        state.config,
        { mcqPreference: state.mcqPreference, topic: card.topic },
        () => seed.random,
      )
    : "basic";
  return {
    clientAnswerId: seed.clientAnswerId,
    mode,
    phase: "front",
    shownAt: seed.now,
    manual: false,
    picked: null,
    wrongPicks: [],
    retryAttempts: 0,
    wrongCounted: false,
    result: null,
    cloze: null,
    level: 0,
    depthReached: 0,
    depthBeforeAnswer: null,
    explanationOpens: 0,
    explanationSince: null,
    wrongSince: null,
    explanationMs: 0,
    scrollDepth: 0,
    rapidClicks: 0,
    lastClickAt: null,
    failed: false,
  };
}

export function createSessionState({
  sessionId,
  cards,
  config,
  mcqPreference,
  seed,
  resume,
}: SessionInit): SessionState {
  const answers = resume?.answers ?? [];
  const adaptive = answers.reduce(
    (state, a) =>
      recordAnswer(state, {
        mode: a.mode,
        correct: a.firstTry,
        timeTakenMs: a.timeTakenMs,
        allowanceSec: a.allowanceSec,
        topic: a.topic,
      }),
    initialAdaptiveState(),
  );
  const list = resume?.cards ?? cards;
  // The next unanswered card: the answered ones come first (session-resume.ts).
  const index = Math.min(answers.length, list.length);
  const base = { adaptive, config, mcqPreference };
  return {
    sessionId,
    cards: list,
    config,
    mcqPreference,
    startedAt: resume?.startedAt ?? seed.now,
    index,
    card: newCardRun(list[index], base, seed),
    status: index < list.length ? "active" : "finished",
    counters: resume?.counters ?? { correct: 0, incorrect: 0, streak: 0, bestStreak: 0, errors: 0 },
    flowArmed: false,
    adaptive,
    answers,
    manualRequests: { mcq: 0, basic: 0 },
    outbox: (resume?.queued ?? []).map((item) => ({
      key: item.key,
      body: item.body,
      record: item.record,
      queuedAt: item.queuedAt,
      local: { chemicals: resume?.chemicals ?? { ...INITIAL_CHEMICALS }, action: null },
      held: true,
    })),
    chemicals: resume?.chemicals ?? { ...INITIAL_CHEMICALS },
    neuro: {
      ...initialNeuroState(new Date(resume?.startedAt ?? seed.now)),
      chemicals: resume?.chemicals ?? { ...INITIAL_CHEMICALS },
    },
    popup: null,
    popupKey: 0,
  };
}

export const currentCard = (state: SessionState): Card | undefined => state.cards[state.index];
