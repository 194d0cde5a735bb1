import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translate } from "../../../lib/text-store";
import { DEMO_TEXT_NAMESPACE } from "../components/demo/demo-text";
import { demoCardsIn } from "../data/demo-cards";
import { createInitialDemoState, demoReducer, HINT_CLEAR_DELAY_MS, useDemo } from "./use-demo";

vi.mock("../../../lib/analytics", () => ({ trackEvent: vi.fn() }));

// The web project runs without vitest globals, so Testing Library cannot unmount on its own.
afterEach(cleanup);

const demoCards = demoCardsIn((key) => translate(DEMO_TEXT_NAMESPACE, key));
const first = demoCards[0]!;
const wrongIndex = (first.answerIndex + 1) % 4;

function setup() {
  return renderHook(() => useDemo(demoCards));
}

describe("demoReducer", () => {
  it("starts on the first card with nothing open and the hint on the info button", () => {
    expect(createInitialDemoState(3)).toEqual({
      cardCount: 3,
      cardIndex: 0,
      selectedIndex: null,
      explainerOpen: false,
      deepDiveOpen: false,
      glossaryOpen: false,
      hint: "info",
      correctCount: 0,
    });
  });

  it("locks the card after the first answer", () => {
    const once = demoReducer(createInitialDemoState(3), { type: "answer", optionIndex: 2, correct: false });
    const twice = demoReducer(once, { type: "answer", optionIndex: 1, correct: true });
    expect(twice).toBe(once);
    expect(twice.selectedIndex).toBe(2);
    expect(twice.correctCount).toBe(0);
  });

  it("does not open the Deep Dive while Level 1 is closed", () => {
    const state = createInitialDemoState(3);
    expect(demoReducer(state, { type: "openDeepDive" })).toBe(state);
  });
});

describe("useDemo", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers a card: locked, wrong pick kept, correctness reported", () => {
    const { result } = setup();
    act(() => result.current.answer(wrongIndex));
    expect(result.current.answered).toBe(true);
    expect(result.current.isCorrect).toBe(false);
    act(() => result.current.answer(first.answerIndex));
    expect(result.current.state.selectedIndex).toBe(wrongIndex);
  });

  it("opens the Deep Dive only inside Level 1, and closing Level 1 hides it", () => {
    const { result } = setup();
    act(() => result.current.openDeepDive());
    expect(result.current.state.deepDiveOpen).toBe(false);
    act(() => result.current.toggleExplainer());
    act(() => result.current.openDeepDive());
    expect(result.current.state).toMatchObject({ explainerOpen: true, deepDiveOpen: true });
    act(() => result.current.toggleExplainer());
    expect(result.current.state).toMatchObject({ explainerOpen: false, deepDiveOpen: false });
    act(() => result.current.toggleExplainer());
    expect(result.current.state.deepDiveOpen).toBe(false);
  });

  it("toggles the glossary panel", () => {
    const { result } = setup();
    act(() => result.current.toggleGlossary());
    expect(result.current.state.glossaryOpen).toBe(true);
    act(() => result.current.toggleGlossary());
    expect(result.current.state.glossaryOpen).toBe(false);
  });

  it("walks the hint from info to glossary to deep dive to off as each is used", () => {
    const { result } = setup();
    expect(result.current.state.hint).toBe("info");
    act(() => result.current.toggleExplainer());
    expect(result.current.state.hint).toBe("glossary");
    act(() => result.current.toggleGlossary());
    expect(result.current.state.hint).toBe("deepDive");
    act(() => result.current.openDeepDive());
    expect(result.current.state.hint).toBeNull();
  });

  it("skips the glossary hint when the glossary is already open as the tour reaches it", () => {
    const { result } = setup();
    act(() => result.current.toggleGlossary());
    expect(result.current.state.hint).toBe("info");
    act(() => result.current.toggleExplainer());
    expect(result.current.state.hint).toBe("deepDive");
    act(() => result.current.openDeepDive());
    expect(result.current.state.hint).toBeNull();
  });

  it("keeps the hint in place when a control is used out of turn", () => {
    const { result } = setup();
    act(() => result.current.toggleGlossary());
    expect(result.current.state.hint).toBe("info");
    act(() => result.current.toggleGlossary());
    act(() => result.current.toggleExplainer());
    act(() => result.current.openDeepDive());
    expect(result.current.state.hint).toBe("glossary");
  });

  it("clears the hint 2 seconds after answering", () => {
    const { result } = setup();
    act(() => result.current.answer(first.answerIndex));
    act(() => vi.advanceTimersByTime(HINT_CLEAR_DELAY_MS - 1));
    expect(result.current.state.hint).toBe("info");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.hint).toBeNull();
  });

  it("ignores Next Card before an answer", () => {
    const { result } = setup();
    act(() => result.current.next());
    expect(result.current.state.cardIndex).toBe(0);
  });

  it("Next Card resets all per-card state and ends the tour", () => {
    const { result } = setup();
    act(() => {
      result.current.toggleExplainer();
      result.current.openDeepDive();
      result.current.toggleGlossary();
    });
    act(() => result.current.answer(wrongIndex));
    act(() => result.current.next());
    expect(result.current.state).toMatchObject({
      cardIndex: 1,
      selectedIndex: null,
      explainerOpen: false,
      deepDiveOpen: false,
      glossaryOpen: false,
      hint: null,
    });
    expect(result.current.card).toBe(demoCards[1]);
    expect(result.current.answered).toBe(false);
  });

  it("completes after the last card is answered, counts correct answers, and restarts", () => {
    const { result } = setup();
    for (const [i, card] of demoCards.entries()) {
      act(() => result.current.answer(i === 0 ? wrongIndex : card.answerIndex));
      if (i < demoCards.length - 1) {
        expect(result.current.isComplete).toBe(false);
        act(() => result.current.next());
      }
    }
    expect(result.current.isLastCard).toBe(true);
    expect(result.current.isComplete).toBe(true);
    expect(result.current.state.correctCount).toBe(demoCards.length - 1);
    act(() => result.current.next());
    expect(result.current.state.cardIndex).toBe(demoCards.length - 1);
    act(() => result.current.restart());
    expect(result.current.state).toMatchObject({
      cardIndex: 0,
      selectedIndex: null,
      correctCount: 0,
      hint: null,
    });
  });
});
