import { describe, expect, it } from "vitest";
import { initialNeuroState, type NeuroState } from "./neuro-state";
import { recordTelemetry } from "./record-telemetry";

const T0 = Date.parse("2025-03-01T10:00:00Z");
const input = (correct: boolean, topic = "A") => ({ correct, timeTakenMs: 4000, topic });

describe("recordTelemetry", () => {
  it("requirements S9: keeps error flags of the last 5 answers", () => {
    let s: NeuroState = initialNeuroState(new Date(T0));
    const outcomes = [false, false, true, true, true, true, true];
    outcomes.forEach((c, i) => {
      s = recordTelemetry(s, input(c), T0 + i * 10_000);
    });
    expect(s.recentErrors).toEqual([false, false, false, false, false]);
    expect(s.recentErrors).toHaveLength(5);
  });

  it("requirements S9: keeps the last 10 topics", () => {
    let s: NeuroState = initialNeuroState(new Date(T0));
    for (let i = 0; i < 12; i++) s = recordTelemetry(s, input(true, `T${i}`), T0 + i * 10_000);
    expect(s.recentTopics).toEqual(["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"]);
  });

  it("requirements S9: counts clicks strictly within 2 s", () => {
    let s: NeuroState = initialNeuroState(new Date(T0));
    s = recordTelemetry(s, input(true), T0);
    s = recordTelemetry(s, input(true), T0 + 1999);
    expect(s.clickTimestamps).toEqual([T0, T0 + 1999]);
    s = recordTelemetry(s, input(true), T0 + 2000);
    expect(s.clickTimestamps).toEqual([T0 + 1999, T0 + 2000]);
  });

  it("drops click stamps from the future (clock moved back)", () => {
    let s: NeuroState = initialNeuroState(new Date(T0));
    s = recordTelemetry(s, input(true), T0 + 5000);
    s = recordTelemetry(s, input(true), T0);
    expect(s.clickTimestamps).toEqual([T0]);
  });

  it("counts the streak, the answers and the answers since the last popup", () => {
    let s: NeuroState = initialNeuroState(new Date(T0));
    for (const [i, c] of [true, true, false, true].entries())
      s = recordTelemetry(s, input(c), T0 + i * 10_000);
    expect(s.streak).toBe(1);
    expect(s.answerCount).toBe(4);
    expect(s.answersSinceLastAction).toBe(4);
  });
});
