import { useCallback, useEffect, useReducer } from "react";
import { trackEvent } from "../../../lib/analytics";
import type { DemoCard } from "../data/demo-cards";

/** The control a guided hint bubble points at. */
export type HintTarget = "info" | "glossary" | "deepDive";

/** Answering clears the hint bubble after this delay (requirements S2 "Demo"). */
export const HINT_CLEAR_DELAY_MS = 2000;

export interface DemoState {
  cardCount: number;
  cardIndex: number;
  /** The chosen option; once set the card is answered and its options are locked. */
  selectedIndex: number | null;
  /** Level 1, the concept explainer behind "Learn more". */
  explainerOpen: boolean;
  /** Level 2, the Deep Dive; can only be open while Level 1 is. */
  deepDiveOpen: boolean;
  glossaryOpen: boolean;
  hint: HintTarget | null;
  /** Cards answered correctly so far, for the completion message. */
  correctCount: number;
}

export type DemoAction =
  | { type: "answer"; optionIndex: number; correct: boolean }
  | { type: "toggleExplainer" }
  | { type: "openDeepDive" }
  | { type: "toggleGlossary" }
  | { type: "clearHint" }
  | { type: "next" }
  | { type: "restart" };

const perCardReset = { selectedIndex: null, explainerOpen: false, deepDiveOpen: false, glossaryOpen: false };

export function createInitialDemoState(cardCount: number): DemoState {
  return { cardCount, cardIndex: 0, ...perCardReset, hint: cardCount > 0 ? "info" : null, correctCount: 0 };
}

/*
 * The hint tour runs once, on the first card, and moves forward only when the learner uses the
 * control the bubble points at:
 *   info --(opens Learn more)--> glossary --(opens the glossary)--> deepDive --(unlocks Deep Dive)--> off.
 * Using a control out of turn leaves the hint where it is, but a step whose panel is already open when
 * the tour reaches it is skipped: opening the glossary first, then Learn more, goes straight to the Deep
 * Dive hint instead of asking for a glossary that is on screen. Answering switches the hint off 2 s
 * later (the timer lives in useDemo), and leaving the first card (Next Card, Restart) switches it off.
 */
const NEXT_HINT: Record<HintTarget, HintTarget | null> = {
  info: "glossary",
  glossary: "deepDive",
  deepDive: null,
};

const isOpen = (state: DemoState, target: HintTarget) =>
  target === "info" ? state.explainerOpen : target === "glossary" ? state.glossaryOpen : state.deepDiveOpen;

/** The hint after the learner opened `used` (already applied to `state`). */
function advanceHint(state: DemoState, used: HintTarget): HintTarget | null {
  if (state.hint !== used) return state.hint;
  let hint = NEXT_HINT[used];
  while (hint && isOpen(state, hint)) hint = NEXT_HINT[hint];
  return hint;
}

/** Applies an opening to the state and moves the tour on. */
function open(state: DemoState, patch: Partial<DemoState>, used: HintTarget): DemoState {
  const next = { ...state, ...patch };
  return { ...next, hint: advanceHint(next, used) };
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case "answer":
      if (state.selectedIndex !== null) return state; // locked after the first answer
      return {
        ...state,
        selectedIndex: action.optionIndex,
        correctCount: state.correctCount + (action.correct ? 1 : 0),
      };
    case "toggleExplainer":
      if (state.explainerOpen) return { ...state, explainerOpen: false, deepDiveOpen: false };
      return open(state, { explainerOpen: true }, "info");
    case "openDeepDive":
      if (!state.explainerOpen || state.deepDiveOpen) return state;
      return open(state, { deepDiveOpen: true }, "deepDive");
    case "toggleGlossary":
      if (state.glossaryOpen) return { ...state, glossaryOpen: false };
      return open(state, { glossaryOpen: true }, "glossary");
    case "clearHint":
      return state.hint === null ? state : { ...state, hint: null };
    case "next":
      if (state.selectedIndex === null || state.cardIndex >= state.cardCount - 1) return state;
      return { ...state, ...perCardReset, cardIndex: state.cardIndex + 1, hint: null };
    case "restart":
      return { ...createInitialDemoState(state.cardCount), hint: null };
  }
}

/** State and actions of the landing-page demo over `cards`. */
export function useDemo(cards: readonly DemoCard[]) {
  const [state, dispatch] = useReducer(demoReducer, cards.length, createInitialDemoState);
  const card = cards[state.cardIndex]!;
  const answered = state.selectedIndex !== null;
  const isLastCard = state.cardIndex === cards.length - 1;

  // The 2 s clock starts when the card is answered; Next Card un-answers and so cancels it.
  useEffect(() => {
    if (!answered) return;
    const timer = window.setTimeout(() => dispatch({ type: "clearHint" }), HINT_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answered]);

  const answer = useCallback(
    (optionIndex: number) => {
      if (answered) return;
      const correct = optionIndex === card.answerIndex;
      dispatch({ type: "answer", optionIndex, correct });
      trackEvent("card-interaction", { source: "demo", cardId: card.id, correct });
    },
    [answered, card],
  );

  const toggleGlossary = useCallback(() => {
    if (!state.glossaryOpen) trackEvent("glossary-open", { source: "demo", cardId: card.id });
    dispatch({ type: "toggleGlossary" });
  }, [state.glossaryOpen, card]);

  return {
    state,
    card,
    answered,
    isCorrect: answered && state.selectedIndex === card.answerIndex,
    isLastCard,
    /** The last card has been answered: the demo shows its completion message. */
    isComplete: answered && isLastCard,
    answer,
    toggleGlossary,
    toggleExplainer: useCallback(() => dispatch({ type: "toggleExplainer" }), []),
    openDeepDive: useCallback(() => dispatch({ type: "openDeepDive" }), []),
    next: useCallback(() => dispatch({ type: "next" }), []),
    restart: useCallback(() => dispatch({ type: "restart" }), []),
  };
}

export type DemoController = ReturnType<typeof useDemo>;
