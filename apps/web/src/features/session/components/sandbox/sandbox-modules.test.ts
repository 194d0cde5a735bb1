// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import i18n, { loadLanguage } from "../../../../lib/i18n";
import { describeInterval, intervalPlayer, midiToFrequency, midiToNoteName } from "./interval-player";
import { OSMOSIS_MODEL, osmosisSim, simulateOsmosis, tonicity } from "./osmosis-sim";
import { runSandbox, SANDBOX_FAILED_MESSAGE, SANDBOX_MODULES } from "./registry";
import { type SandboxInput, sandboxWords } from "./types";

/** The session catalog's words in `language`, as the sandbox panel hands them to a module. */
const wordsIn = (language: string) =>
  sandboxWords((key, values) => i18n.t(key, { ns: "session", lng: language, ...values }), language);
const english = wordsIn("en");

const input = (params: Record<string, unknown>, extra: Partial<SandboxInput> = {}): SandboxInput => ({
  cardId: "c1",
  cardFace: "Question?",
  choiceIndex: 1,
  choiceText: "B",
  correctIndex: 1,
  correctText: "B",
  isCorrect: true,
  params,
  scenarioId: "",
  ...extra,
});

describe("interval-player", () => {
  it("A4 = 440 Hz equal temperament; MIDI 60 is C4", () => {
    expect(midiToFrequency(69)).toBe(440);
    expect(midiToFrequency(60)).toBeCloseTo(261.6256, 4);
    expect(midiToNoteName(60)).toBe("C4");
    expect(midiToNoteName(61)).toBe("C#4");
    expect(midiToNoteName(21)).toBe("A0");
  });

  it("requirements S7 sandbox run: 7 semitones from MIDI 60 is a perfect fifth, C4 261.63 Hz → G4 392.00 Hz", () => {
    const result = intervalPlayer(input({ rootMidi: 60, semitones: 7 }), english);
    expect(result.title).toBe("Perfect fifth: C4 → G4");
    expect(result.explanation).toContain("C4 (261.63 Hz) up 7 semitones is G4 (392.00 Hz), a perfect fifth");
    expect(result.logs).toEqual([
      "root: MIDI 60 = C4 = 261.63 Hz",
      "target: MIDI 67 = G4 = 392.00 Hz",
      "interval: 7 semitones up = perfect fifth",
      "equal-tempered ratio: 2^(7/12) = 1.4983",
      "just ratio: 3:2 = 1.5000",
      "difference: -1.96 cents",
    ]);
    expect(result.visual).toEqual({
      kind: "tones",
      notes: [
        { label: "C4", frequency: expect.closeTo(261.63, 2) },
        { label: "G4", frequency: expect.closeTo(392.0, 2) },
      ],
    });
  });

  it("names other intervals, descending ones and compound ones", () => {
    expect(describeInterval(4, english).name).toBe("major third");
    expect(describeInterval(12, english)).toEqual({ name: "octave", just: [2, 1] });
    expect(describeInterval(19, english)).toEqual({ name: "octave + perfect fifth", just: [3, 1] });
    const down = intervalPlayer(
      input({ rootMidi: 69, semitones: -3 }, { isCorrect: false, correctText: "minor third" }),
      english,
    );
    expect(down.title).toBe("Minor third: A4 → F#4");
    expect(down.explanation).toMatch(/^The answer is minor third: A4 \(440\.00 Hz\) down 3 semitones/);
  });

  it("throws on unusable params", () => {
    expect(() => intervalPlayer(input({ rootMidi: "60", semitones: 7 }), english)).toThrow(/rootMidi/);
    expect(() => intervalPlayer(input({ rootMidi: 120, semitones: 12 }), english)).toThrow(/0\.\.127/);
  });
});

describe("osmosis-sim", () => {
  it("classifies tonicity of the outside solution", () => {
    expect(tonicity(0.3, 0.9)).toBe("hypertonic");
    expect(tonicity(0.3, 0)).toBe("hypotonic");
    expect(tonicity(0.3, 0.3)).toBe("isotonic");
  });

  it("hypertonic (0.3 inside, 0.9 outside, starter card): water leaves, the cell shrinks to equilibrium", () => {
    const trace = simulateOsmosis(0.3, 0.9);
    expect(trace.map((s) => s.volume.toFixed(2))).toEqual(["1.00", "0.70", "0.46", "0.34", "0.33"]);
    expect(trace.at(-1)!.inside).toBeCloseTo(0.9, 6);
    const result = osmosisSim(
      input({ insideConcentration: 0.3, outsideConcentration: 0.9 }, { scenarioId: "shrinks" }),
      english,
    );
    expect(result.title).toBe("Hypertonic solution: the cell shrinks");
    expect(result.logs[1]).toBe("net water flow: out of the cell");
    expect(result.logs).toContain("t=1: volume 0.70×, inside 0.43 mol/L");
    expect(result.logs).toContain("equilibrium at t=4: inside and outside both 0.90 mol/L");
    expect(result.logs.at(-1)).toBe("scenario: shrinks");
    expect(result.visual).toMatchObject({ kind: "bars", max: OSMOSIS_MODEL.burstVolume });
  });

  it("hypotonic (pure water outside, starter card): water enters until the cell would burst", () => {
    const result = osmosisSim(input({ insideConcentration: 0.3, outsideConcentration: 0 }), english);
    expect(result.title).toBe("Hypotonic solution: the cell swells");
    expect(result.logs).toContain("t=1: volume 1.15×, inside 0.26 mol/L");
    expect(result.logs).toContain(
      "volume reached 1.5×: an animal cell would burst; a plant cell's wall would hold it (turgid)",
    );
  });

  it("isotonic: no net flow, volume unchanged", () => {
    const result = osmosisSim(input({ insideConcentration: 0.3, outsideConcentration: 0.3 }), english);
    expect(result.title).toBe("Isotonic solution: the cell keeps its size");
    expect(result.logs[1]).toBe("net water flow: none");
    expect(simulateOsmosis(0.3, 0.3)).toHaveLength(1);
  });

  it("never shrinks below the minimum volume", () => {
    const trace = simulateOsmosis(0.1, 5);
    expect(trace.at(-1)!.volume).toBe(OSMOSIS_MODEL.minVolume);
  });
});

describe("runSandbox", () => {
  it("ships the two starter modules", () => {
    expect(Object.keys(SANDBOX_MODULES).sort()).toEqual(["interval-player", "osmosis-sim"]);
    expect(runSandbox("interval-player", input({ rootMidi: 60, semitones: 7 }), english).ok).toBe(true);
  });

  it('requirements S8 Sandbox failure: an unknown module gives "Sandbox failed to run." with an error log', () => {
    expect(runSandbox("toString", input({}), english)).toEqual({
      ok: false,
      title: SANDBOX_FAILED_MESSAGE,
      explanation: "",
      logs: ['error: unknown sandbox module "toString"'],
    });
  });

  it("requirements S8 Sandbox failure: a module that throws gives the failure message and its error", () => {
    const run = runSandbox(
      "osmosis-sim",
      input({ insideConcentration: -1, outsideConcentration: 0.5 }),
      english,
    );
    expect(run.ok).toBe(false);
    expect(run.title).toBe("Sandbox failed to run.");
    expect(run.logs[0]).toMatch(/^error: params\.insideConcentration must be/);
  });
});

describe("in the interface language", () => {
  beforeAll(() => Promise.all([loadLanguage("de"), loadLanguage("fr")]));
  const german = wordsIn("de");

  it("words the interval and its notes the German way, with decimal commas", () => {
    const result = intervalPlayer(input({ rootMidi: 60, semitones: 7 }), german);
    expect(result.title).toBe("Reine Quinte: C4 → G4");
    expect(result.explanation).toContain("7 Halbtöne über C4 (261,63 Hz) liegt G4 (392,00 Hz)");
    expect(result.logs).toContain("Abweichung: -1,96 Cent");
    // German calls B "H".
    expect(intervalPlayer(input({ rootMidi: 59, semitones: 1 }), german).title).toBe(
      "Kleine Sekunde: H3 → C4",
    );
  });

  it("words the osmosis simulation and its failure", () => {
    const result = osmosisSim(input({ insideConcentration: 0.3, outsideConcentration: 0.9 }), german);
    expect(result.title).toBe("Hypertone Lösung: Die Zelle schrumpft");
    expect(result.logs).toContain("t=1: Volumen 0,70×, innen 0,43 mol/L");
    const failed = runSandbox("nope", input({}), wordsIn("fr"));
    expect(failed.title).toBe("Le bac à sable n’a pas pu s’exécuter.");
    expect(failed.logs).toEqual(["erreur : module de bac à sable inconnu « nope »"]);
  });
});
