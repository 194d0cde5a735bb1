import { DEFAULT_PREFS, type User } from "@recall/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../stores/auth-store";
import {
  clampVolume,
  DEFAULT_SOUND_VOLUME,
  getSoundVolume,
  isMilestone,
  MASTER_VOLUME,
  MILESTONE_STREAKS,
  outputGain,
  playCorrect,
  playSound,
  playStreakIfMilestone,
  resetAudioForTests,
  SOUND_PATTERNS,
  SOUND_VOLUME_STORAGE_KEY,
  setSoundVolume,
  soundsEnabled,
  streakPattern,
} from "./sounds";

const user = (uiSounds: boolean): User => ({
  id: "u1",
  email: "a@example.com",
  displayName: null,
  timezone: "UTC",
  emailVerified: false,
  guidelinesAccepted: false,
  createdAt: "2024-01-01T00:00:00.000Z",
  prefs: { ...DEFAULT_PREFS, uiSounds },
});

/** A minimal AudioContext that records the oscillators it creates. */
function installFakeAudioContext() {
  const started: number[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeAudioContext {
    state = "running";
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    createGain() {
      return { gain: param(), connect: vi.fn() };
    }
    createOscillator() {
      return {
        type: "sine",
        frequency: param(),
        connect: vi.fn(),
        start: (t: number) => started.push(t),
        stop: vi.fn(),
      };
    }
  }
  vi.stubGlobal("AudioContext", FakeAudioContext);
  resetAudioForTests();
  return started;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearAuth();
  resetAudioForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAudioForTests();
});

describe("milestones", () => {
  it("lists the Fibonacci streaks of the spec", () => {
    expect(MILESTONE_STREAKS).toEqual([2, 3, 5, 8, 13, 21, 34, 55, 89]);
  });

  it.each([2, 3, 5, 8, 13, 21, 34, 55, 89])("%i is a milestone", (n) => expect(isMilestone(n)).toBe(true));
  it.each([0, 1, 4, 6, 7, 9, 10, 90, 144, -2])("%i is not a milestone", (n) =>
    expect(isMilestone(n)).toBe(false),
  );

  it("raises the streak run with bigger milestones and caps it after 89", () => {
    const top = (n: number) => Math.max(...streakPattern(n).map((t) => t.frequency));
    expect(top(3)).toBeGreaterThan(top(2));
    expect(top(89)).toBeGreaterThan(top(13));
    expect(top(200)).toBe(top(89));
  });
});

describe("volume", () => {
  it("defaults to 0.7 with a master volume of 0.5", () => {
    expect(getSoundVolume()).toBe(DEFAULT_SOUND_VOLUME);
    expect(DEFAULT_SOUND_VOLUME).toBe(0.7);
    expect(MASTER_VOLUME).toBe(0.5);
    expect(outputGain()).toBeCloseTo(0.35);
  });

  it("clamps to 0..1 and treats garbage as the default", () => {
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(DEFAULT_SOUND_VOLUME);
    localStorage.setItem(SOUND_VOLUME_STORAGE_KEY, "loud");
    expect(getSoundVolume()).toBe(DEFAULT_SOUND_VOLUME);
  });

  it("persists the volume in local storage", () => {
    expect(setSoundVolume(0.25)).toBe(0.25);
    expect(localStorage.getItem(SOUND_VOLUME_STORAGE_KEY)).toBe("0.25");
    expect(getSoundVolume()).toBe(0.25);
    expect(setSoundVolume(5)).toBe(1);
  });
});

describe("patterns", () => {
  it("describes every sound with audible, ordered notes", () => {
    for (const tones of [...Object.values(SOUND_PATTERNS), streakPattern(5)]) {
      expect(tones.length).toBeGreaterThan(0);
      for (const t of tones) {
        expect(t.frequency).toBeGreaterThan(20);
        expect(t.duration).toBeGreaterThan(0);
        expect(t.start).toBeGreaterThanOrEqual(0);
        expect(t.gain).toBeGreaterThan(0);
        expect(t.gain).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("playback", () => {
  it("does nothing and does not throw without an AudioContext", () => {
    vi.stubGlobal("AudioContext", undefined);
    expect(() => playCorrect({ enabled: true })).not.toThrow();
    expect(playSound("complete", { enabled: true })).toBe(false);
  });

  it("survives an AudioContext constructor that throws", () => {
    vi.stubGlobal(
      "AudioContext",
      class {
        constructor() {
          throw new Error("no audio device");
        }
      },
    );
    expect(playSound("incorrect", { enabled: true })).toBe(false);
  });

  it("schedules one oscillator per note when enabled", () => {
    const started = installFakeAudioContext();
    expect(playCorrect({ enabled: true })).toBe(true);
    expect(started).toHaveLength(SOUND_PATTERNS.correct.length);
  });

  it("stays silent when disabled or at volume 0", () => {
    const started = installFakeAudioContext();
    expect(playSound("click", { enabled: false })).toBe(false);
    expect(playSound("click", { enabled: true, volume: 0 })).toBe(false);
    expect(started).toHaveLength(0);
  });

  it("follows the signed-in user's uiSounds preference by default", () => {
    const started = installFakeAudioContext();
    expect(soundsEnabled()).toBe(true);
    useAuthStore.getState().setAuth(user(false), "t");
    expect(soundsEnabled()).toBe(false);
    expect(playCorrect()).toBe(false);
    useAuthStore.getState().setAuth(user(true), "t");
    expect(playCorrect()).toBe(true);
    expect(started.length).toBeGreaterThan(0);
  });

  it("plays the streak sound only on milestones", () => {
    installFakeAudioContext();
    expect(playStreakIfMilestone(4, { enabled: true })).toBe(false);
    expect(playStreakIfMilestone(5, { enabled: true })).toBe(true);
  });
});
