// @vitest-environment node
import { INITIAL_CHEMICALS } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { basicCard, clozeCard, lastBody, mcqCard, run, seed, start, T0 } from "./session-fixtures";

describe("session reducer: explanation, flow, clicks and engine responses", () => {
  it("opens Level 1 from the info toggle, then 2, then 3; skipping a level is ignored; reopening is a reread", () => {
    let s = start();
    expect(run(s, { type: "set-level", level: 2, now: T0 })).toBe(s);
    s = run(
      s,
      { type: "set-level", level: 1, now: T0 + 1000 },
      { type: "set-level", level: 2, now: T0 + 2000 },
      { type: "set-level", level: 3, now: T0 + 3000 },
      { type: "set-level", level: 0, now: T0 + 4000 },
      { type: "set-level", level: 1, now: T0 + 5000 },
      { type: "scroll-depth", depth: 0.6 },
      { type: "scroll-depth", depth: 0.4 },
      { type: "choose", option: 1, now: T0 + 6000 },
    );
    expect(lastBody(s).signals).toMatchObject({
      info_button_clicked: true,
      more_button_clicked: true,
      connections_clicked: true,
      depth_level_reached: 3,
      explanation_time_ms: 4000,
      explanation_reread_count: 1,
      explanation_scroll_depth: 0.6,
    });
  });

  it("the Flow State flag goes with the next answer only", () => {
    let s = run(start([basicCard, clozeCard]), { type: "arm-flow" });
    expect(s.flowArmed).toBe(true);
    s = run(s, { type: "reveal" }, { type: "self-grade", correct: true, now: T0 + 1 });
    expect(lastBody(s).signals?.self_in_flow).toBe(true);
    expect(s.flowArmed).toBe(false);
    s = run(
      s,
      { type: "next", index: 0, seed: seed(T0 + 2) },
      { type: "reveal" },
      { type: "self-grade", correct: true, now: T0 + 3 },
    );
    expect(lastBody(s).signals?.self_in_flow).toBe(false);
  });

  it("counts clicks within 2 s of the previous one as rapid, and topic switches over the last cards", () => {
    let s = run(
      start([mcqCard, basicCard]),
      { type: "click", now: T0 },
      { type: "click", now: T0 + 500 },
      { type: "click", now: T0 + 1900 },
      { type: "click", now: T0 + 5000 },
      { type: "choose", option: 1, now: T0 + 5000 },
    );
    expect(lastBody(s).signals).toMatchObject({ rapid_clicks: 2, topic_switches_10: 0 });
    s = run(s, { type: "next", index: 0, seed: seed(T0 + 6000) }, { type: "reveal" });
    s = run(s, { type: "self-grade", correct: true, now: T0 + 7000 });
    expect(lastBody(s).signals).toMatchObject({ rapid_clicks: 0, topic_switches_10: 1, streak_len: 2 });
  });

  it("an engine response updates the chemicals and opens its popup; closing clears it", () => {
    let s = run(start(), { type: "choose", option: 1, now: T0 });
    const key = s.card.clientAnswerId;
    const chemicals = { ...INITIAL_CHEMICALS, dopamine: 0.72 };
    const action = { content_type: "mystery", ui_feedback: { message: "Hello" } };
    s = run(s, { type: "answer-settled", key, engine: { chemicals, action } });
    expect(s.outbox).toEqual([]);
    expect(s.chemicals.dopamine).toBe(0.72);
    expect(s.popup).toEqual(action);
    expect(s.popupKey).toBe(1);
    s = run(s, { type: "popup-closed" });
    expect(s.popup).toBeNull();
  });

  it("a failed submission marks the card so the page moves on after 1 s, unless it already moved on", () => {
    const graded = run(start(), { type: "choose", option: 1, now: T0 });
    const key = graded.card.clientAnswerId;
    const failed = run(graded, { type: "answer-settled", key, engine: null });
    expect(failed.card.failed).toBe(true);
    expect(failed.outbox).toEqual([]);
    expect(failed.chemicals).toEqual(INITIAL_CHEMICALS);
    const movedOn = run(
      graded,
      { type: "next", index: 0, seed: seed(T0 + 1) },
      { type: "answer-settled", key, engine: null },
    );
    expect(movedOn.card.failed).toBe(false);
  });

  it("reports the explainer depth reached before the answer: Learn more before Show Answer is a hint, after it is not", () => {
    const after = run(
      start([basicCard]),
      { type: "reveal" },
      { type: "set-level", level: 1, now: T0 + 1 },
      { type: "set-level", level: 2, now: T0 + 2 },
      { type: "self-grade", correct: true, now: T0 + 3 },
    );
    expect(lastBody(after).signals).toMatchObject({ depth_level_reached: 2, depth_before_answer: 0 });
    const before = run(
      start([basicCard]),
      { type: "set-level", level: 1, now: T0 + 1 },
      { type: "reveal" },
      { type: "set-level", level: 2, now: T0 + 2 },
      { type: "self-grade", correct: true, now: T0 + 3 },
    );
    expect(lastBody(before).signals).toMatchObject({ depth_level_reached: 2, depth_before_answer: 1 });
  });

  it("an MCQ pick and a cloze check carry the depth opened before them", () => {
    const mcq = run(
      start([mcqCard]),
      { type: "set-level", level: 1, now: T0 },
      { type: "choose", option: 1, now: T0 + 1 },
    );
    expect(lastBody(mcq).signals?.depth_before_answer).toBe(1);
    const cloze = run(start([clozeCard]), { type: "check-cloze", input: "8", matched: true, now: T0 + 1 });
    expect(lastBody(cloze).signals?.depth_before_answer).toBe(0);
  });
});
