import { useAuthStore } from "../stores/auth-store";

/**
 * Feedback sounds synthesised with the Web Audio API (no audio files).
 * Every function is a no-op when sounds are off or the browser has no AudioContext (jsdom, old browsers).
 */

/** Master volume applied on top of the user's sound volume (requirements S9). */
export const MASTER_VOLUME = 0.5;
export const DEFAULT_SOUND_VOLUME = 0.7;
export const SOUND_VOLUME_STORAGE_KEY = "recall.soundVolume";

/** Streak counts that earn the milestone sound: Fibonacci numbers (requirements S9). */
export const MILESTONE_STREAKS = [2, 3, 5, 8, 13, 21, 34, 55, 89] as const;

export function isMilestone(streak: number): boolean {
  return (MILESTONE_STREAKS as readonly number[]).includes(streak);
}

export type SoundName = "correct" | "incorrect" | "streak" | "click" | "complete";

/** One note of a sound: offsets and durations in seconds, gain relative to the sound's volume. */
export interface Tone {
  frequency: number;
  start: number;
  duration: number;
  type: OscillatorType;
  gain: number;
}

const note = (
  frequency: number,
  start: number,
  duration: number,
  type: OscillatorType = "sine",
  gain = 1,
): Tone => ({
  frequency,
  start,
  duration,
  type,
  gain,
});

/** Pure descriptions of each sound, kept apart from playback so they can be tested. */
export const SOUND_PATTERNS: Record<Exclude<SoundName, "streak">, Tone[]> = {
  // A rising major third: bright and short.
  correct: [note(659.25, 0, 0.12), note(830.61, 0.09, 0.18)],
  // A soft falling pair on a triangle wave: noticeable without being harsh.
  incorrect: [note(311.13, 0, 0.16, "triangle", 0.8), note(233.08, 0.12, 0.26, "triangle", 0.8)],
  click: [note(1200, 0, 0.04, "square", 0.25)],
  // A major arpeggio ending on the octave.
  complete: [
    note(523.25, 0, 0.14),
    note(659.25, 0.12, 0.14),
    note(783.99, 0.24, 0.14),
    note(1046.5, 0.36, 0.4),
  ],
};

/** A quick ascending run whose top note climbs with the streak, so longer streaks sound bigger. */
export function streakPattern(streak: number): Tone[] {
  const index = MILESTONE_STREAKS.findIndex((m) => m >= streak);
  const level = index === -1 ? MILESTONE_STREAKS.length - 1 : index;
  const base = 523.25 * 2 ** (level / 12);
  return [0, 4, 7, 12].map((semitones, i) => note(base * 2 ** (semitones / 12), i * 0.07, 0.16, "sine", 0.9));
}

export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SOUND_VOLUME;
  return Math.min(1, Math.max(0, value));
}

/** The user's sound volume (0 to 1), kept in local storage. */
export function getSoundVolume(): number {
  try {
    const raw = localStorage.getItem(SOUND_VOLUME_STORAGE_KEY);
    return raw === null || raw.trim() === "" ? DEFAULT_SOUND_VOLUME : clampVolume(Number(raw));
  } catch {
    return DEFAULT_SOUND_VOLUME;
  }
}

export function setSoundVolume(value: number): number {
  const volume = clampVolume(value);
  try {
    localStorage.setItem(SOUND_VOLUME_STORAGE_KEY, String(volume));
  } catch {
    // Private mode: the volume lasts for this page only.
  }
  return volume;
}

/** The gain actually sent to the speakers for a sound at full relative gain. */
export const outputGain = (volume = getSoundVolume()) => MASTER_VOLUME * clampVolume(volume);

/** Sounds follow the signed-in user's prefs.uiSounds (on by default, and for signed-out visitors). */
export function soundsEnabled(): boolean {
  return useAuthStore.getState().user?.prefs.uiSounds ?? true;
}

type AudioContextCtor = typeof AudioContext;
let context: AudioContext | null | undefined;

function audioContext(): AudioContext | null {
  if (context !== undefined) return context;
  try {
    const w = globalThis as unknown as {
      AudioContext?: AudioContextCtor;
      webkitAudioContext?: AudioContextCtor;
    };
    const Ctor = w.AudioContext ?? w.webkitAudioContext;
    context = Ctor ? new Ctor() : null;
  } catch {
    context = null;
  }
  return context;
}

/** Forgets the cached AudioContext (tests swap the global constructor). */
export function resetAudioForTests(): void {
  context = undefined;
}

function schedule(ctx: AudioContext, tones: Tone[], volume: number): void {
  const master = ctx.createGain();
  master.gain.value = outputGain(volume);
  master.connect(ctx.destination);
  const now = ctx.currentTime;
  for (const tone of tones) {
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    const start = now + tone.start;
    const end = start + tone.duration;
    osc.type = tone.type;
    osc.frequency.setValueAtTime(tone.frequency, start);
    // A short attack and an exponential release avoid clicks at the note edges.
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(Math.max(0.0001, tone.gain), start + 0.01);
    env.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(env);
    env.connect(master);
    osc.start(start);
    osc.stop(end + 0.02);
  }
}

export interface PlayOptions {
  /** Defaults to the signed-in user's prefs.uiSounds. */
  enabled?: boolean;
  /** Defaults to the stored sound volume. */
  volume?: number;
}

/** Plays tones; returns whether anything was scheduled. Never throws. */
export function playTones(
  tones: Tone[],
  { enabled = soundsEnabled(), volume = getSoundVolume() }: PlayOptions = {},
) {
  if (!enabled || clampVolume(volume) === 0) return false;
  const ctx = audioContext();
  if (!ctx) return false;
  try {
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    schedule(ctx, tones, volume);
    return true;
  } catch {
    return false;
  }
}

export const playCorrect = (options?: PlayOptions) => playTones(SOUND_PATTERNS.correct, options);
export const playIncorrect = (options?: PlayOptions) => playTones(SOUND_PATTERNS.incorrect, options);
export const playClick = (options?: PlayOptions) => playTones(SOUND_PATTERNS.click, options);
export const playComplete = (options?: PlayOptions) => playTones(SOUND_PATTERNS.complete, options);
export const playStreak = (streak: number, options?: PlayOptions) =>
  playTones(streakPattern(streak), options);

/** Plays the milestone sound only when `streak` is a milestone; returns whether it played. */
export function playStreakIfMilestone(streak: number, options?: PlayOptions): boolean {
  return isMilestone(streak) && playStreak(streak, options);
}

export function playSound(name: SoundName, options?: PlayOptions & { streak?: number }): boolean {
  if (name === "streak") return playStreak(options?.streak ?? MILESTONE_STREAKS[1], options);
  return playTones(SOUND_PATTERNS[name], options);
}
