import { numberParam, type SandboxInput, type SandboxResult, type SandboxWords } from "./types";

const NOTE_NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;
/** The catalog keys of the twelve pitch classes (`sandbox.notes.<key>`): each language names notes its way. */
const NOTE_KEYS = [
  "c",
  "cSharp",
  "d",
  "dSharp",
  "e",
  "f",
  "fSharp",
  "g",
  "gSharp",
  "a",
  "aSharp",
  "b",
] as const;

/** Simple intervals by semitone count (`sandbox.intervals.<key>`), with the 5-limit just ratio each one approximates. */
const INTERVALS: readonly { key: string; just: [number, number] }[] = [
  { key: "unison", just: [1, 1] },
  { key: "minorSecond", just: [16, 15] },
  { key: "majorSecond", just: [9, 8] },
  { key: "minorThird", just: [6, 5] },
  { key: "majorThird", just: [5, 4] },
  { key: "perfectFourth", just: [4, 3] },
  { key: "tritone", just: [45, 32] },
  { key: "perfectFifth", just: [3, 2] },
  { key: "minorSixth", just: [8, 5] },
  { key: "majorSixth", just: [5, 3] },
  { key: "minorSeventh", just: [9, 5] },
  { key: "majorSeventh", just: [15, 8] },
  { key: "octave", just: [2, 1] },
];

/** Equal temperament tuned to A4 = 440 Hz (MIDI 69). */
export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Scientific pitch notation with sharps: MIDI 60 is C4. */
export function midiToNoteName(midi: number): string {
  return `${NOTE_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;
}

/** The note in the interface language's names (C4, Cis4, do4…), octaves numbered as in scientific notation. */
function noteName(midi: number, words: SandboxWords): string {
  return `${words.t(`sandbox.notes.${NOTE_KEYS[midi % 12]}`)}${Math.floor(midi / 12) - 1}`;
}

/** Name and just ratio for 0..24 semitones; beyond an octave: "octave + <simple interval>". */
export function describeInterval(
  semitones: number,
  words: SandboxWords,
): { name: string; just: [number, number] } {
  const name = (key: string) => words.t(`sandbox.intervals.${key}`);
  const octaves = Math.floor(semitones / 12);
  const rest = semitones % 12;
  const simple = INTERVALS[rest]!;
  if (octaves === 0) return { name: name(simple.key), just: simple.just };
  const octaveName = name(octaves === 1 ? "octave" : "twoOctaves");
  if (rest === 0) return { name: octaveName, just: [2 ** octaves, 1] };
  const [num, den] = [simple.just[0] * 2 ** octaves, simple.just[1]];
  const d = gcd(num, den);
  return {
    name: words.t("sandbox.intervals.compound", { octaves: octaveName, interval: name(simple.key) }),
    just: [num / d, den / d],
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * "interval-player": params { rootMidi: 0..127, semitones: -24..24 }. Names the interval and both notes,
 * gives their equal-tempered frequencies (A4 = 440 Hz), and compares the tempered ratio with the just one.
 */
export function intervalPlayer(input: SandboxInput, words: SandboxWords): SandboxResult {
  const { t, fixed } = words;
  const root = numberParam(
    input.params,
    "rootMidi",
    (n) => Number.isInteger(n) && n >= 0 && n <= 127,
    t("sandbox.interval.rules.rootMidi"),
    words,
  );
  const semitones = numberParam(
    input.params,
    "semitones",
    (n) => Number.isInteger(n) && Math.abs(n) <= 24,
    t("sandbox.interval.rules.semitones"),
    words,
  );
  const target = root + semitones;
  if (target < 0 || target > 127) throw new Error(t("sandbox.interval.rules.range", { target }));

  const size = Math.abs(semitones);
  const { name, just } = describeInterval(size, words);
  const [low, high] = semitones >= 0 ? [root, target] : [target, root];
  const tempered = 2 ** (size / 12);
  const justRatio = just[0] / just[1];
  const cents = 1200 * Math.log2(tempered / justRatio);
  const hz = (midi: number) => `${fixed(midiToFrequency(midi), 2)} Hz`;
  const rootName = noteName(root, words);
  const targetName = noteName(target, words);
  const up = semitones >= 0;
  const lead = input.isCorrect
    ? t("sandbox.interval.leadRight")
    : input.correctText
      ? t("sandbox.interval.leadAnswer", { answer: input.correctText })
      : t("sandbox.interval.leadListen");
  const ratio = { justNum: just[0], justDen: just[1] };

  return {
    title: t("sandbox.interval.title", { interval: words.capitalize(name), from: rootName, to: targetName }),
    explanation: t(up ? "sandbox.interval.explanationUp" : "sandbox.interval.explanationDown", {
      lead,
      count: size,
      from: rootName,
      fromHz: hz(root),
      to: targetName,
      toHz: hz(target),
      interval: name,
      tempered: fixed(tempered, 4),
      just: fixed(justRatio, 4),
      ...ratio,
    }),
    logs: [
      t("sandbox.interval.logRoot", { midi: root, note: rootName, hz: hz(root) }),
      t("sandbox.interval.logTarget", { midi: target, note: targetName, hz: hz(target) }),
      t(up ? "sandbox.interval.logIntervalUp" : "sandbox.interval.logIntervalDown", {
        count: size,
        interval: name,
      }),
      t("sandbox.interval.logTempered", { size, ratio: fixed(tempered, 4) }),
      t("sandbox.interval.logJust", { ...ratio, ratio: fixed(justRatio, 4) }),
      t("sandbox.interval.logCents", { cents: `${cents >= 0 ? "+" : ""}${fixed(cents, 2)}` }),
      ...(input.scenarioId ? [t("sandbox.scenarioLog", { scenario: input.scenarioId })] : []),
    ],
    visual: {
      kind: "tones",
      notes: [low, high].map((m) => ({ label: noteName(m, words), frequency: midiToFrequency(m) })),
    },
  };
}
