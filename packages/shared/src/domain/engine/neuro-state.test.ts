import { describe, expect, it } from "vitest";
import { INITIAL_CHEMICALS } from "./chemicals";
import {
  CLICK_WINDOW_MS,
  initialNeuroState,
  parseNeuroState,
  RECENT_ERRORS_WINDOW,
  RECENT_TOPICS_WINDOW,
} from "./neuro-state";
import { runEngine } from "./run-engine";

const NOW = new Date("2025-03-01T10:00:00Z");

describe("neuro state", () => {
  it("requirements S9: neuro telemetry keeps 5 errors, 10 topics, clicks within 2 s", () => {
    expect(RECENT_ERRORS_WINDOW).toBe(5);
    expect(RECENT_TOPICS_WINDOW).toBe(10);
    expect(CLICK_WINDOW_MS).toBe(2000);
  });

  it("requirements S3: starts with the initial chemicals, no pending action and empty telemetry", () => {
    const s = initialNeuroState(NOW);
    expect(s.chemicals).toEqual(INITIAL_CHEMICALS);
    expect(s.chemicals).not.toBe(INITIAL_CHEMICALS);
    expect(s.lastUpdatedAt).toBe(NOW.getTime());
    expect(s.pendingAction).toBeNull();
    expect(s.recentErrors).toEqual([]);
    expect(s.recentTopics).toEqual([]);
    expect(s.clickTimestamps).toEqual([]);
  });

  it("survives a JSON round trip (it is stored as jsonb)", () => {
    let s = initialNeuroState(NOW);
    for (let i = 0; i < 7; i++) {
      s = runEngine(
        s,
        { correct: i % 2 === 0, timeTakenMs: 3000, topic: `T${i}` },
        new Date(NOW.getTime() + i * 20_000),
      ).state;
    }
    expect(parseNeuroState(JSON.parse(JSON.stringify(s)), NOW)).toEqual(s);
  });

  it("starts over when the stored state is unreadable", () => {
    const later = new Date(NOW.getTime() + 1000);
    for (const raw of [null, undefined, 42, "x", {}, { chemicals: { dopamine: 2 } }]) {
      expect(parseNeuroState(raw, later)).toEqual(initialNeuroState(later));
    }
  });

  it("fills fields added after a state was saved", () => {
    const old = { chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.9 }, startedAt: 1, lastUpdatedAt: 2 };
    const parsed = parseNeuroState(old, NOW);
    expect(parsed.chemicals.dopamine).toBe(0.9);
    expect(parsed.recentErrors).toEqual([]);
    expect(parsed.lastActionAt).toBeNull();
    expect(parsed.errorBurstPending).toBe(false);
  });
});
