import { describe, expect, it } from "vitest";
import { INITIAL_CHEMICALS } from "./chemicals";
import { AnswerSignals, EngineResponse } from "./contracts";

describe("AnswerSignals", () => {
  it("requirements S3: every signal is optional", () => {
    expect(AnswerSignals.parse({})).toEqual({});
  });

  it("accepts a full set of signals", () => {
    const full = {
      card_time_ms: 5400,
      error_rate_5: 0.4,
      rapid_clicks: 2,
      topic_switches_10: 3,
      streak_len: 4,
      session_quit_flag: false,
      info_button_clicked: true,
      more_button_clicked: false,
      connections_clicked: true,
      depth_level_reached: 3,
      explanation_time_ms: 12_000,
      explanation_scroll_depth: 0.9,
      explanation_reread_count: 1,
      retry_clicked: true,
      retry_correct_second_attempt: true,
      self_in_flow: true,
    };
    expect(AnswerSignals.parse(full)).toEqual(full);
  });

  it("requirements S3: depth_level_reached is 0-3", () => {
    expect(AnswerSignals.safeParse({ depth_level_reached: 0 }).success).toBe(true);
    expect(AnswerSignals.safeParse({ depth_level_reached: 3 }).success).toBe(true);
    expect(AnswerSignals.safeParse({ depth_level_reached: 4 }).success).toBe(false);
    expect(AnswerSignals.safeParse({ depth_level_reached: 1.5 }).success).toBe(false);
  });

  it("rejects out-of-range values and wrong types", () => {
    expect(AnswerSignals.safeParse({ card_time_ms: -1 }).success).toBe(false);
    expect(AnswerSignals.safeParse({ error_rate_5: 1.2 }).success).toBe(false);
    expect(AnswerSignals.safeParse({ explanation_scroll_depth: 80 }).success).toBe(false);
    expect(AnswerSignals.safeParse({ self_in_flow: "yes" }).success).toBe(false);
  });

  it("strips unknown signals instead of failing the answer", () => {
    expect(AnswerSignals.parse({ streak_len: 2, future_signal: 1 })).toEqual({ streak_len: 2 });
  });
});

describe("EngineResponse", () => {
  it("requirements S3: chemicals and an action with content_type, payload and ui_feedback, or no action", () => {
    expect(EngineResponse.safeParse({ chemicals: INITIAL_CHEMICALS, action: null }).success).toBe(true);
    const breathing = {
      content_type: "breathing_reset",
      payload: { durationSec: 120, inhaleSec: 4, holdSec: 4, exhaleSec: 8 },
      ui_feedback: { message: "Breathe", tone: "calm" },
    };
    expect(EngineResponse.safeParse({ chemicals: INITIAL_CHEMICALS, action: breathing }).success).toBe(true);
  });

  it("rejects unknown action types and payloads of another type", () => {
    const base = { ui_feedback: { message: "x", tone: "calm" } };
    const bad = [
      { ...base, content_type: "dance_break", payload: {} },
      { ...base, content_type: "speed_challenge", payload: { prompt: "hi" } },
      { ...base, content_type: "reflection_moment", payload: { prompt: "", reason: "deep_reading" } },
    ];
    for (const action of bad) {
      expect(EngineResponse.safeParse({ chemicals: INITIAL_CHEMICALS, action }).success).toBe(false);
    }
  });
});
