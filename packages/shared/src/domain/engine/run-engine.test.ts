import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import type { EngineInput } from "./answer-features";
import { EngineResponse } from "./contracts";
import { initialNeuroState, type NeuroState } from "./neuro-state";
import { ACTION_COOLDOWN, ACTION_THRESHOLDS } from "./pick-action";
import { type EngineResult, runEngine } from "./run-engine";

const T0 = Date.parse("2025-03-01T10:00:00Z");
const STEP = 20_000;
const ok = (over: Partial<EngineInput> = {}): EngineInput => ({
  correct: true,
  timeTakenMs: 4000,
  topic: "A",
  ...over,
});
const wrong = (over: Partial<EngineInput> = {}): EngineInput => ok({ correct: false, ...over });
const fastOk = ok({ timeTakenMs: 1000, allowanceSec: 10 });
const deep = ok({
  signals: { depth_level_reached: 3, explanation_time_ms: 30_000, explanation_reread_count: 2 },
});

/** Plays answers STEP ms apart, starting STEP after the session start; returns every result. */
function play(
  inputs: EngineInput[],
  from: NeuroState = initialNeuroState(new Date(T0)),
  start = T0,
): EngineResult[] {
  const results: EngineResult[] = [];
  let state = from;
  inputs.forEach((input, i) => {
    const result = runEngine(state, input, new Date(start + (i + 1) * STEP));
    results.push(result);
    state = result.state;
  });
  return results;
}
/** A state whose cool-down ends with the next answer: 4 answers done, session started 10 minutes ago. */
function warmed(levels: Partial<NeuroState["chemicals"]>): NeuroState {
  const s = initialNeuroState(new Date(T0 - 600_000));
  return { ...s, answersSinceLastAction: 4, chemicals: { ...s.chemicals, ...levels } };
}
const types = (results: EngineResult[]) => results.map((r) => r.response.action?.content_type ?? null);

describe("runEngine", () => {
  it("is pure: the same state, input and time give the same result and the input state is untouched", () => {
    const s = initialNeuroState(new Date(T0));
    const copy = structuredClone(s);
    const a = runEngine(s, wrong(), new Date(T0 + 1000));
    const b = runEngine(s, wrong(), new Date(T0 + 1000));
    expect(a).toEqual(b);
    expect(s).toEqual(copy);
  });

  it("reports the chemicals it stored, and lastUpdatedAt", () => {
    const r = runEngine(initialNeuroState(new Date(T0)), ok(), new Date(T0 + 5000));
    expect(r.response.chemicals).toEqual(r.state.chemicals);
    expect(r.state.lastUpdatedAt).toBe(T0 + 5000);
  });

  it("breathing reset when 3 of the last 5 answers are wrong, once the cool-down allows", () => {
    const results = play([ok(), ok(), wrong(), wrong(), wrong()]);
    expect(types(results)).toEqual([null, null, null, null, "breathing_reset"]);
    const action = results[4]?.response.action;
    expect(action?.payload).toEqual({ durationSec: 120, inhaleSec: 4, holdSec: 4, exhaleSec: 8 });
    expect(action?.ui_feedback.tone).toBe("calm");
  });

  it("breathing reset on high cortisol alone, without 3 errors", () => {
    const r = runEngine(warmed({ cortisol: 0.95 }), ok(), new Date(T0 + STEP));
    expect(r.state.recentErrors.filter(Boolean)).toHaveLength(0);
    expect(r.state.chemicals.cortisol).toBeGreaterThanOrEqual(ACTION_THRESHOLDS.breathingCortisol);
    expect(r.response.action?.content_type).toBe("breathing_reset");
  });

  it("cortisol just under 0.7 after the answer gives no breathing reset", () => {
    // 0.75 decays to 0.705, a correct answer takes 0.03 off: 0.675.
    const r = runEngine(warmed({ cortisol: 0.75 }), ok(), new Date(T0 + STEP));
    expect(r.state.chemicals.cortisol).toBe(0.675);
    expect(r.response.action).toBeNull();
  });

  it("speed challenge after a fast streak of 5 with high dopamine", () => {
    const results = play([fastOk, fastOk, fastOk, fastOk, fastOk]);
    expect(results[4]?.state.chemicals.dopamine).toBeGreaterThanOrEqual(ACTION_THRESHOLDS.speedDopamine);
    expect(types(results)).toEqual([null, null, null, null, "speed_challenge"]);
    expect(results[4]?.response.action?.payload).toEqual({ questions: 3, bonusPerCorrect: 2 });
  });

  it("no speed challenge when the answers are slow", () => {
    expect(types(play([ok(), ok(), ok(), ok(), ok(), ok()]))).toEqual([null, null, null, null, null, null]);
  });

  it("reflection moment after deep reading raises acetylcholine", () => {
    const results = play([deep, deep, deep, deep, deep]);
    expect(types(results)[4]).toBe("reflection_moment");
    expect(results[4]?.response.action?.payload).toMatchObject({ reason: "deep_reading" });
  });

  it("reflection moment when an error burst resolves", () => {
    const results = play([wrong(), wrong(), wrong(), ok(), ok(), ok(), ok(), ok(), ok(), ok()]);
    // The burst starts at answer 3 (inside the warm-up). At answer 5 three errors are still in the last
    // 5, so breathing comes first; at answer 10, after the cool-down, the burst has resolved.
    expect(types(results)).toEqual([
      null,
      null,
      null,
      null,
      "breathing_reset",
      null,
      null,
      null,
      null,
      "reflection_moment",
    ]);
    expect(results[4]?.state.errorBurstPending).toBe(true);
    expect(results[9]?.response.action?.payload).toMatchObject({ reason: "error_burst_resolved" });
    expect(results[9]?.state.errorBurstPending).toBe(false);
  });

  it("priority: breathing before reflection before speed", () => {
    const deepFast = ok({ timeTakenMs: 1000, allowanceSec: 10, signals: { depth_level_reached: 3 } });
    const everything = {
      ...warmed({ cortisol: 0.95, acetylcholine: 0.95, dopamine: 0.95 }),
      streak: 4,
      recentFast: [true, true, true, true],
    };
    const at = new Date(T0 + STEP);
    expect(runEngine(everything, deepFast, at).response.action?.content_type).toBe("breathing_reset");
    const calm = { ...everything, chemicals: { ...everything.chemicals, cortisol: 0.3 } };
    expect(runEngine(calm, deepFast, at).response.action?.content_type).toBe("reflection_moment");
    expect(runEngine(calm, fastOk, at).response.action?.content_type).toBe("speed_challenge");
  });

  it("cool-down: 5 answers AND 90 s between popups — 4 answers are not enough", () => {
    expect(ACTION_COOLDOWN).toEqual({ answers: 5, ms: 90_000 });
    // Answers 30 s apart; the first popup at answer 5 (150 s), errors continue.
    const slow = (inputs: EngineInput[]) => {
      let state = initialNeuroState(new Date(T0));
      return inputs.map((input, i) => {
        const r = runEngine(state, input, new Date(T0 + (i + 1) * 30_000));
        state = r.state;
        return r;
      });
    };
    const results = slow(Array.from({ length: 10 }, () => wrong()));
    expect(types(results)).toEqual([
      null,
      null,
      null,
      null,
      "breathing_reset",
      null,
      null,
      null,
      null,
      "breathing_reset",
    ]);
  });

  it("cool-down: 5 answers within 90 s are not enough; the popup waits for 90 s", () => {
    let state = runEngine(initialNeuroState(new Date(T0)), wrong(), new Date(T0 + 100_000)).state;
    // Pretend a popup was just shown at 100 s.
    state = { ...state, lastActionAt: T0 + 100_000, answersSinceLastAction: 0 };
    const times = [110, 120, 130, 140, 189.999, 190].map((s) => T0 + s * 1000);
    const actions = times.map((t) => {
      const r = runEngine(state, wrong(), new Date(t));
      state = r.state;
      return r.response.action?.content_type ?? null;
    });
    expect(actions).toEqual([null, null, null, null, null, "breathing_reset"]);
  });

  it("the cool-down also runs from the session start: nothing in the first 90 s", () => {
    let state = initialNeuroState(new Date(T0));
    const actions = [10, 20, 30, 40, 50, 60, 89, 90].map((s) => {
      const r = runEngine(state, wrong(), new Date(T0 + s * 1000));
      state = r.state;
      return r.response.action?.content_type ?? null;
    });
    expect(actions).toEqual([null, null, null, null, null, null, null, "breathing_reset"]);
  });

  it("no popup while the learner is leaving the session", () => {
    const results = play([
      wrong(),
      wrong(),
      wrong(),
      wrong(),
      wrong({ signals: { session_quit_flag: true } }),
    ]);
    expect(types(results)[4]).toBeNull();
  });

  it("pendingAction holds the popup sent with the last response and is replaced by the next answer", () => {
    const results = play([ok(), ok(), wrong(), wrong(), wrong(), ok()]);
    expect(results[4]?.state.pendingAction?.content_type).toBe("breathing_reset");
    expect(results[5]?.state.pendingAction).toBeNull();
  });

  it("rapid clicks (3 other submissions within 2 s, or the client's count) raise cortisol", () => {
    let state = initialNeuroState(new Date(T0));
    const calm = runEngine(state, ok(), new Date(T0 + 10_000)).state.chemicals.cortisol;
    for (const dt of [0, 300, 600]) state = runEngine(state, ok(), new Date(T0 + 10_000 + dt)).state;
    const rapid = runEngine(state, ok(), new Date(T0 + 10_900));
    expect(rapid.state.clickTimestamps).toHaveLength(4);
    expect(rapid.state.chemicals.norepinephrine).toBeGreaterThan(state.chemicals.norepinephrine);
    const clientSaid = runEngine(
      initialNeuroState(new Date(T0)),
      ok({ signals: { rapid_clicks: 3 } }),
      new Date(T0 + 10_000),
    );
    expect(clientSaid.state.chemicals.cortisol).toBeGreaterThan(calm);
  });

  it("property: levels stay in 0..1, windows stay bounded, popups respect the cool-down and the contract", () => {
    const random = seededRandom(4242);
    for (let run = 0; run < 60; run++) {
      let state = initialNeuroState(new Date(T0));
      let now = T0;
      let lastAction: { at: number; answer: number } | null = null;
      for (let i = 1; i <= 60; i++) {
        now += Math.floor(random() * 40_000);
        const input: EngineInput = {
          correct: random() < 0.6,
          timeTakenMs: Math.floor(random() * 15_000),
          allowanceSec: 5 + Math.floor(random() * 10),
          topic: `T${Math.floor(random() * 4)}`,
          signals: {
            depth_level_reached: Math.floor(random() * 4),
            explanation_time_ms: Math.floor(random() * 40_000),
            explanation_reread_count: Math.floor(random() * 3),
            rapid_clicks: Math.floor(random() * 5),
            self_in_flow: random() < 0.1,
            retry_correct_second_attempt: random() < 0.1,
            session_quit_flag: random() < 0.02,
          },
        };
        const result = runEngine(state, input, new Date(now));
        state = result.state;
        expect(EngineResponse.safeParse(result.response).success).toBe(true);
        for (const v of Object.values(state.chemicals)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
        expect(state.recentErrors.length).toBeLessThanOrEqual(5);
        expect(state.recentTopics.length).toBeLessThanOrEqual(10);
        expect(state.clickTimestamps.every((t) => now - t < 2000)).toBe(true);
        if (result.response.action) {
          const since = lastAction ?? { at: T0, answer: 0 };
          expect(i - since.answer).toBeGreaterThanOrEqual(ACTION_COOLDOWN.answers);
          expect(now - since.at).toBeGreaterThanOrEqual(ACTION_COOLDOWN.ms);
          expect(input.signals?.session_quit_flag).toBe(false);
          lastAction = { at: now, answer: i };
        }
      }
    }
  });
});
