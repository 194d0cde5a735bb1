/** What a sandbox module receives (requirements S7 "sandbox run call" payload, plus module params and scenario). */
export interface SandboxInput {
  cardId: string;
  cardFace: string;
  /** The option the learner picked; -1 when the card was answered without options (basic/cloze). */
  choiceIndex: number;
  choiceText: string;
  correctIndex: number;
  correctText: string;
  isCorrect: boolean;
  /** card.sandbox.params: module-specific, untrusted (validate before use). */
  params: Record<string, unknown>;
  /** The scenario the learner's answer leads to: scenarioByOption[choice], else scenarioCorrect/Wrong. */
  scenarioId: string;
}

export interface ToneNote {
  label: string;
  frequency: number;
}

/** Optional pictures the panel knows how to draw. */
export type SandboxVisual =
  | { kind: "tones"; notes: ToneNote[] }
  | { kind: "bars"; label: string; unit: string; max: number; bars: { label: string; value: number }[] };

export interface SandboxResult {
  title: string;
  explanation: string;
  logs: string[];
  visual?: SandboxVisual;
}

/**
 * The words a module writes its result in: the session catalog's `sandbox.*` text and numbers as the
 * interface language writes them, so a learner reads the simulation in their language.
 */
export interface SandboxWords {
  t: (key: string, values?: Record<string, unknown>) => string;
  /** `n` with exactly `digits` decimals and no grouping: 0.70 in English, 0,70 in German. */
  fixed: (n: number, digits: number) => string;
  /** The first letter upper-cased, by the language's rules (a title starting with an interval's name). */
  capitalize: (text: string) => string;
}

/** {@link SandboxWords} from a `t` (already bound to the session namespace) and the interface language. */
export function sandboxWords(t: SandboxWords["t"], language: string): SandboxWords {
  const formats = new Map<number, Intl.NumberFormat>();
  const format = (digits: number) => {
    let f = formats.get(digits);
    if (!f) {
      f = new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      });
      formats.set(digits, f);
    }
    return f;
  };
  return {
    t,
    fixed: (n, digits) => format(digits).format(n),
    capitalize: (text) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1),
  };
}

/** A sandbox module: a pure function of its input, worded in `words`. It throws on params it cannot use. */
export type SandboxModule = (input: SandboxInput, words: SandboxWords) => SandboxResult;

/** Reads a finite number param or throws a message the failure log can show (`rule` is already worded). */
export function numberParam(
  params: Record<string, unknown>,
  name: string,
  check: (n: number) => boolean,
  rule: string,
  words: SandboxWords,
): number {
  const value = params[name];
  if (typeof value !== "number" || !Number.isFinite(value) || !check(value)) {
    const got = JSON.stringify(value) ?? words.t("sandbox.nothing");
    throw new Error(words.t("sandbox.paramRule", { name, rule, value: got }));
  }
  return value;
}
