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

/** A sandbox module: a pure function of its input. It throws on params it cannot use. */
export type SandboxModule = (input: SandboxInput) => SandboxResult;

/** Reads a finite number param or throws a message the failure log can show. */
export function numberParam(
  params: Record<string, unknown>,
  name: string,
  check: (n: number) => boolean,
  rule: string,
): number {
  const value = params[name];
  if (typeof value !== "number" || !Number.isFinite(value) || !check(value)) {
    throw new Error(`params.${name} must be ${rule} (got ${JSON.stringify(value) ?? "nothing"})`);
  }
  return value;
}
