import { numberParam, type SandboxInput, type SandboxResult } from "./types";

const NOTE_NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;

/** Simple intervals by semitone count, with the 5-limit just ratio each one approximates. */
const INTERVALS: readonly { name: string; just: [number, number] }[] = [
  { name: "unison", just: [1, 1] },
  { name: "minor second", just: [16, 15] },
  { name: "major second", just: [9, 8] },
  { name: "minor third", just: [6, 5] },
  { name: "major third", just: [5, 4] },
  { name: "perfect fourth", just: [4, 3] },
  { name: "tritone", just: [45, 32] },
  { name: "perfect fifth", just: [3, 2] },
  { name: "minor sixth", just: [8, 5] },
  { name: "major sixth", just: [5, 3] },
  { name: "minor seventh", just: [9, 5] },
  { name: "major seventh", just: [15, 8] },
  { name: "octave", just: [2, 1] },
];

/** Equal temperament tuned to A4 = 440 Hz (MIDI 69). */
export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Scientific pitch notation with sharps: MIDI 60 is C4. */
export function midiToNoteName(midi: number): string {
  return `${NOTE_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;
}

/** Name and just ratio for 0..24 semitones; beyond an octave: "octave + <simple interval>". */
export function describeInterval(semitones: number): { name: string; just: [number, number] } {
  const octaves = Math.floor(semitones / 12);
  const rest = semitones % 12;
  const simple = INTERVALS[rest]!;
  if (octaves === 0) return simple;
  if (rest === 0) return { name: octaves === 1 ? "octave" : "two octaves", just: [2 ** octaves, 1] };
  const [num, den] = [simple.just[0] * 2 ** octaves, simple.just[1]];
  const d = gcd(num, den);
  return { name: `${octaves === 1 ? "octave" : "two octaves"} + ${simple.name}`, just: [num / d, den / d] };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const hz = (f: number) => `${f.toFixed(2)} Hz`;

/**
 * "interval-player": params { rootMidi: 0..127, semitones: -24..24 }. Names the interval and both notes,
 * gives their equal-tempered frequencies (A4 = 440 Hz), and compares the tempered ratio with the just one.
 */
export function intervalPlayer(input: SandboxInput): SandboxResult {
  const root = numberParam(
    input.params,
    "rootMidi",
    (n) => Number.isInteger(n) && n >= 0 && n <= 127,
    "a whole MIDI note from 0 to 127",
  );
  const semitones = numberParam(
    input.params,
    "semitones",
    (n) => Number.isInteger(n) && Math.abs(n) <= 24,
    "a whole number from -24 to 24",
  );
  const target = root + semitones;
  if (target < 0 || target > 127)
    throw new Error(`rootMidi + semitones must stay within MIDI 0..127 (got ${target})`);

  const size = Math.abs(semitones);
  const { name, just } = describeInterval(size);
  const [low, high] = semitones >= 0 ? [root, target] : [target, root];
  const tempered = 2 ** (size / 12);
  const justRatio = just[0] / just[1];
  const cents = 1200 * Math.log2(tempered / justRatio);
  const rootName = midiToNoteName(root);
  const targetName = midiToNoteName(target);
  const direction = semitones >= 0 ? "up" : "down";
  const lead = input.isCorrect
    ? "Right:"
    : input.correctText
      ? `The answer is ${input.correctText}:`
      : "Listen:";

  return {
    title: `${name[0]!.toUpperCase()}${name.slice(1)}: ${rootName} → ${targetName}`,
    explanation:
      `${lead} ${rootName} (${hz(midiToFrequency(root))}) ${direction} ${size} semitone${size === 1 ? "" : "s"} is ` +
      `${targetName} (${hz(midiToFrequency(target))}), a ${name}. Equal temperament gives the ratio ` +
      `${tempered.toFixed(4)}, close to the just ${just[0]}:${just[1]} (${justRatio.toFixed(4)}).`,
    logs: [
      `root: MIDI ${root} = ${rootName} = ${hz(midiToFrequency(root))}`,
      `target: MIDI ${target} = ${targetName} = ${hz(midiToFrequency(target))}`,
      `interval: ${size} semitone${size === 1 ? "" : "s"} ${direction} = ${name}`,
      `equal-tempered ratio: 2^(${size}/12) = ${tempered.toFixed(4)}`,
      `just ratio: ${just[0]}:${just[1]} = ${justRatio.toFixed(4)}`,
      `difference: ${cents >= 0 ? "+" : ""}${cents.toFixed(2)} cents`,
      ...(input.scenarioId ? [`scenario: ${input.scenarioId}`] : []),
    ],
    visual: {
      kind: "tones",
      notes: [low, high].map((m) => ({ label: midiToNoteName(m), frequency: midiToFrequency(m) })),
    },
  };
}
