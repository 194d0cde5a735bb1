// @vitest-environment node
import { INITIAL_CHEMICALS } from "@recall/shared";
import { describe, expect, it } from "vitest";
import {
  basicCard,
  clozeCard,
  lastBody,
  mcqCard,
  run,
  SESSION_ID,
  seed,
  start,
  T0,
} from "./session-fixtures";

describe("session reducer: start and adaptive mode", () => {
  it("starts on the first card, front side, counters at zero and dopamine at 60%", () => {
    const s = start();
    expect(s).toMatchObject({ index: 0, status: "active", flowArmed: false, outbox: [], popup: null });
    expect(s.card).toMatchObject({ phase: "front", mode: "mcq", level: 0, retryAttempts: 0, wrongPicks: [] });
    expect(s.counters).toEqual({ correct: 0, incorrect: 0, streak: 0, bestStreak: 0, errors: 0 });
    expect(s.chemicals).toEqual(INITIAL_CHEMICALS);
  });

  it("asks an MCQ card as Full Answer when the adaptive draw says basic; a card without options is always basic", () => {
    expect(start([mcqCard], { random: 0.999, mcqPreference: 0 }).card.mode).toBe("basic");
    expect(start([basicCard], { random: 0, mcqPreference: 100 }).card.mode).toBe("basic");
  });

  it("a manual flip changes the mode before answering, counts the request and is sent with the answer", () => {
    let s = run(start(), { type: "set-mode", mode: "basic" });
    expect(s.card).toMatchObject({ mode: "basic", manual: true });
    expect(s.manualRequests).toEqual({ mcq: 0, basic: 1 });
    expect(s.adaptive.manualModeRequest).toBe("basic");
    s = run(s, { type: "set-mode", mode: "mcq" }, { type: "set-mode", mode: "mcq" });
    expect(s.manualRequests).toEqual({ mcq: 1, basic: 1 });
    s = run(s, { type: "choose", option: 1, now: T0 + 10 });
    expect(lastBody(s).mode).toBe("mcq");
    expect(s.adaptive.manualModeRequest).toBeNull();
    // Once answered, the toggle does nothing.
    expect(run(s, { type: "set-mode", mode: "basic" })).toBe(s);
  });

  it("ignores a mode flip on a card without options", () => {
    const s = start([basicCard]);
    expect(run(s, { type: "set-mode", mode: "mcq" })).toBe(s);
  });
});

describe("session reducer: basic and cloze cards", () => {
  const onBasic = () => start([basicCard, clozeCard]);

  it("Show Answer reveals; self-grading Correct records it, adds to correct and streak and submits", () => {
    let s = run(onBasic(), { type: "reveal" });
    expect(s.card.phase).toBe("revealed");
    s = run(s, { type: "self-grade", correct: true, now: T0 + 4200 });
    expect(s.card).toMatchObject({ phase: "graded", result: { correct: true, firstTry: true } });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 0, streak: 1, bestStreak: 1 });
    expect(lastBody(s)).toMatchObject({
      sessionId: SESSION_ID,
      cardId: basicCard.id,
      correct: true,
      timeTakenMs: 4200,
      retryAttempts: 0,
      retrySuccessful: false,
      mode: "basic",
      clientAnswerId: s.card.clientAnswerId,
    });
    expect(lastBody(s).signals).toMatchObject({ card_time_ms: 4200, streak_len: 1, self_in_flow: false });
  });

  it("self-grading Incorrect opens the wrong state: streak reset, one error, nothing submitted yet", () => {
    let s = run(onBasic(), { type: "reveal" }, { type: "self-grade", correct: true, now: T0 + 1 });
    s = run(s, { type: "next", index: 0, seed: seed(T0 + 2) }, { type: "reveal" });
    s = run(s, { type: "self-grade", correct: false, now: T0 + 3 });
    expect(s.card).toMatchObject({ phase: "wrong", wrongCounted: true, result: null });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 0, streak: 0, bestStreak: 1, errors: 1 });
    expect(s.outbox).toHaveLength(1);
    // Continue records the wrong result (one error, not two) and moves on.
    s = run(s, { type: "continue", now: T0 + 4, seed: seed(T0 + 4) });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 1, streak: 0, bestStreak: 1, errors: 1 });
    expect(lastBody(s)).toMatchObject({ correct: false, cardId: clozeCard.id, retryAttempts: 0 });
    expect(lastBody(s).signals?.error_rate_5).toBe(0.5);
    expect(s.status).toBe("finished");
  });

  it("Try Again on a basic card hides the answer again and counts a retry; Correct then submits a successful retry", () => {
    let s = run(
      start([basicCard]),
      { type: "set-level", level: 1, now: T0 },
      { type: "reveal" },
      { type: "self-grade", correct: false, now: T0 + 1000 },
      { type: "try-again", now: T0 + 3000 },
    );
    expect(s.card).toMatchObject({ phase: "front", retryAttempts: 1, wrongSince: null });
    // The answer is hidden: grading needs Show Answer again.
    expect(run(s, { type: "self-grade", correct: true, now: T0 + 3100 })).toBe(s);
    s = run(s, { type: "reveal" });
    // A second Incorrect reopens the wrong state without another error.
    const again = run(s, { type: "self-grade", correct: false, now: T0 + 3500 });
    expect(again.card.phase).toBe("wrong");
    expect(again.counters.errors).toBe(1);
    s = run(s, { type: "self-grade", correct: true, now: T0 + 4000 });
    expect(s.card).toMatchObject({ phase: "graded", result: { correct: true, firstTry: false } });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 0, streak: 1, errors: 1 });
    expect(lastBody(s)).toMatchObject({ correct: true, retryAttempts: 1, retrySuccessful: true });
    expect(lastBody(s).signals).toMatchObject({
      retry_clicked: true,
      retry_correct_second_attempt: true,
      // Level 1 was open before the first answer; the second reveal does not change that.
      depth_before_answer: 1,
    });
    expect(s.adaptive.lastAnswerCorrect).toEqual([false]);
  });

  it("the retry count sent never passes the contract's 50", () => {
    let s = start([basicCard]);
    for (let i = 0; i < 55; i++)
      s = run(
        s,
        { type: "reveal" },
        { type: "self-grade", correct: false, now: T0 + i },
        { type: "try-again", now: T0 + i },
      );
    expect(s.card.retryAttempts).toBe(55);
    s = run(s, { type: "reveal" }, { type: "self-grade", correct: true, now: T0 + 100 });
    expect(lastBody(s).retryAttempts).toBe(50);
  });

  it("cannot grade before the answer is shown, nor reveal twice", () => {
    const s = onBasic();
    expect(run(s, { type: "self-grade", correct: true, now: T0 })).toBe(s);
    const revealed = run(s, { type: "reveal" });
    expect(run(revealed, { type: "reveal" })).toBe(revealed);
  });

  it("a checked cloze answer is graded by the matcher's verdict and sends the typed text, not a flag", () => {
    const s = run(start([clozeCard]), { type: "check-cloze", input: "eight", matched: true, now: T0 + 900 });
    expect(s.card).toMatchObject({
      phase: "graded",
      cloze: { input: "eight", matched: true },
      result: { correct: true, firstTry: true },
    });
    expect(s.counters).toMatchObject({ correct: 1, streak: 1 });
    expect(lastBody(s)).toMatchObject({ typedAnswer: "eight", timeTakenMs: 900 });
    expect(lastBody(s)).not.toHaveProperty("correct");
    // Blank input is not a check.
    const blank = start([clozeCard]);
    expect(run(blank, { type: "check-cloze", input: "  ", matched: false, now: T0 })).toBe(blank);
  });

  it("a cloze answer that does not match opens the wrong state and cannot be self-graded Correct", () => {
    const s = run(start([clozeCard]), { type: "check-cloze", input: "nine", matched: false, now: T0 + 1 });
    expect(s.card).toMatchObject({ phase: "wrong", cloze: { input: "nine", matched: false }, result: null });
    expect(s.counters).toMatchObject({ correct: 0, incorrect: 0, streak: 0, errors: 1 });
    expect(s.outbox).toHaveLength(0);
    expect(run(s, { type: "self-grade", correct: true, now: T0 + 2 })).toBe(s);
    // Continue sends the typed text: the server grades it wrong too.
    const continued = run(s, { type: "continue", now: T0 + 3, seed: seed(T0 + 3) });
    expect(continued.counters).toMatchObject({ incorrect: 1, errors: 1 });
    expect(lastBody(continued)).toMatchObject({ typedAnswer: "nine", retryAttempts: 0 });
  });

  it("Try Again on a cloze card clears the typed answer; a matching second answer is a successful retry", () => {
    let s = run(
      start([clozeCard]),
      { type: "check-cloze", input: "nine", matched: false, now: T0 + 1 },
      { type: "try-again", now: T0 + 2 },
    );
    expect(s.card).toMatchObject({ phase: "front", cloze: null, retryAttempts: 1 });
    s = run(s, { type: "check-cloze", input: "eight", matched: true, now: T0 + 3 });
    expect(s.card).toMatchObject({ phase: "graded", result: { correct: true, firstTry: false } });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 0, streak: 1, errors: 1 });
    expect(lastBody(s)).toMatchObject({ typedAnswer: "eight", retryAttempts: 1, retrySuccessful: true });
  });
});

describe("session reducer: MCQ cards", () => {
  it("a correct choice is graded, adds to correct and streak and submits", () => {
    const s = run(start(), { type: "choose", option: 1, now: T0 + 1500 });
    expect(s.card).toMatchObject({ phase: "graded", picked: 1, result: { correct: true, firstTry: true } });
    expect(s.counters).toMatchObject({ correct: 1, streak: 1 });
    expect(lastBody(s)).toMatchObject({ choiceIndex: 1, timeTakenMs: 1500, mode: "mcq", retryAttempts: 0 });
    // The server decides from the pick: the client sends no verdict of its own.
    expect(lastBody(s)).not.toHaveProperty("correct");
  });

  it("the first wrong grade sets the wrong state, resets the streak and adds to the error count, without submitting", () => {
    let s = run(
      start([basicCard, mcqCard]),
      { type: "reveal" },
      { type: "self-grade", correct: true, now: T0 },
    );
    s = run(s, { type: "next", index: 0, seed: seed(T0 + 1) });
    expect(s.counters.streak).toBe(1);
    s = run(s, { type: "choose", option: 0, now: T0 + 2 });
    expect(s.card).toMatchObject({ phase: "wrong", picked: 0, wrongPicks: [0], wrongCounted: true });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 0, streak: 0, bestStreak: 1, errors: 1 });
    expect(s.outbox).toHaveLength(1);
    // Options cannot be chosen while the wrong state is open.
    expect(run(s, { type: "choose", option: 1, now: T0 + 3 })).toBe(s);
  });

  it("Try Again increments the retry count and clears the state; a correct retry is sent as correct with retrySuccessful", () => {
    let s = run(
      start(),
      { type: "choose", option: 0, now: T0 + 1000 },
      { type: "try-again", now: T0 + 3000 },
    );
    expect(s.card).toMatchObject({ phase: "front", picked: null, retryAttempts: 1, wrongPicks: [0] });
    // The option already picked wrong stays out.
    expect(run(s, { type: "choose", option: 0, now: T0 + 3500 })).toBe(s);
    s = run(s, { type: "choose", option: 1, now: T0 + 4000 });
    expect(s.card).toMatchObject({ phase: "graded", result: { correct: true, firstTry: false } });
    expect(s.counters).toMatchObject({ correct: 1, incorrect: 0, streak: 1, errors: 1 });
    const body = lastBody(s);
    expect(body).toMatchObject({
      choiceIndex: 1,
      retryAttempts: 1,
      retrySuccessful: true,
      timeTakenMs: 4000,
    });
    expect(body.signals).toMatchObject({
      retry_clicked: true,
      retry_correct_second_attempt: true,
      explanation_time_ms: 2000,
      error_rate_5: 1,
    });
    // The adaptive state learns that the card was not known at the first attempt.
    expect(s.adaptive.lastAnswerCorrect).toEqual([false]);
  });

  it("a second wrong pick reopens the wrong state without counting another error", () => {
    const s = run(
      start(),
      { type: "choose", option: 0, now: T0 },
      { type: "try-again", now: T0 + 1 },
      { type: "choose", option: 2, now: T0 + 2 },
    );
    expect(s.card).toMatchObject({ phase: "wrong", wrongPicks: [0, 2], retryAttempts: 1 });
    expect(s.counters.errors).toBe(1);
  });

  it("Continue records the wrong result and moves on to a fresh card", () => {
    let s = run(
      start(),
      { type: "set-level", level: 1, now: T0 },
      { type: "choose", option: 3, now: T0 + 500 },
    );
    s = run(s, { type: "continue", now: T0 + 900, seed: seed(T0 + 900) });
    expect(s.counters).toMatchObject({ correct: 0, incorrect: 1, streak: 0, errors: 1 });
    expect(lastBody(s)).toMatchObject({
      cardId: mcqCard.id,
      choiceIndex: 3,
      retrySuccessful: false,
      retryAttempts: 0,
    });
    expect(s.index).toBe(1);
    expect(s.card).toMatchObject({
      phase: "front",
      level: 0,
      retryAttempts: 0,
      wrongPicks: [],
      picked: null,
      result: null,
    });
    expect(s.card.shownAt).toBe(T0 + 900);
  });
});

describe("session reducer: moving on and finishing", () => {
  it("Next moves on only from a graded card, and only once per card (stale timers are ignored)", () => {
    const s0 = start();
    expect(run(s0, { type: "next", index: 0, seed: seed(T0) })).toBe(s0);
    const graded = run(s0, { type: "choose", option: 1, now: T0 + 1 });
    const moved = run(graded, { type: "next", index: 0, seed: seed(T0 + 2) });
    expect(moved.index).toBe(1);
    expect(run(moved, { type: "next", index: 0, seed: seed(T0 + 3) })).toBe(moved);
  });

  it("moving on resets reveal, explanation level, retry and wrong state, and gets a new answer id", () => {
    let s = run(
      start([mcqCard, basicCard]),
      { type: "set-level", level: 1, now: T0 },
      { type: "set-level", level: 2, now: T0 + 1 },
      { type: "choose", option: 0, now: T0 + 2 },
      { type: "try-again", now: T0 + 3 },
      { type: "choose", option: 1, now: T0 + 4 },
    );
    const firstId = s.card.clientAnswerId;
    s = run(s, { type: "next", index: 0, seed: seed(T0 + 5) });
    expect(s.card).toMatchObject({
      phase: "front",
      level: 0,
      depthReached: 0,
      retryAttempts: 0,
      wrongPicks: [],
      cloze: null,
    });
    expect(s.card.clientAnswerId).not.toBe(firstId);
  });

  it("after the last card the session is finished and ignores further events", () => {
    let s = run(start([basicCard]), { type: "reveal" }, { type: "self-grade", correct: true, now: T0 + 1 });
    s = run(s, { type: "next", index: 0, seed: seed(T0 + 2) });
    expect(s.status).toBe("finished");
    expect(s.answers).toHaveLength(1);
    expect(run(s, { type: "reveal" })).toBe(s);
    expect(run(s, { type: "arm-flow" })).toBe(s);
  });
});
