import { BREATHING_RESET } from "@recall/shared/domain/engine/engine-action";

export interface BreathingPhase {
  name: string;
  seconds: number;
}

/** requirements S4 "Breathing Reset": inhale 4 s, hold 4 s, exhale 8 s, repeating. */
export const BREATHING_PHASES: readonly BreathingPhase[] = [
  { name: "Inhale", seconds: BREATHING_RESET.inhaleSec },
  { name: "Hold", seconds: BREATHING_RESET.holdSec },
  { name: "Exhale", seconds: BREATHING_RESET.exhaleSec },
];

/** requirements S9: the exercise lasts 120 s unless the engine's payload says otherwise. */
export const BREATHING_TOTAL_SEC = BREATHING_RESET.durationSec;

/** Circle scale at the bottom of an exhale and the top of an inhale. */
const SMALL = 0.5;
const LARGE = 1;

export interface BreathingState {
  phaseIndex: number;
  phase: BreathingPhase;
  /** Seconds left in the current phase (counts down to 1, never shows 0 mid-exercise). */
  phaseRemainingSec: number;
  /** Full inhale-hold-exhale cycles finished so far; a cycle cut short by the end does not count. */
  cycles: number;
  /** Circle scale for this moment: grows on the first phase, holds, shrinks on the last. */
  scale: number;
}

/** Where the exercise stands `elapsedSec` seconds after it started. Pure, for the component and tests. */
export function breathingStateAt(
  elapsedSec: number,
  phases: readonly BreathingPhase[] = BREATHING_PHASES,
): BreathingState {
  const cycleSec = phases.reduce((sum, p) => sum + p.seconds, 0);
  const t = Math.max(0, elapsedSec);
  let pos = t % cycleSec;
  let phaseIndex = 0;
  while (phaseIndex < phases.length - 1 && pos >= phases[phaseIndex]!.seconds) {
    pos -= phases[phaseIndex]!.seconds;
    phaseIndex += 1;
  }
  const phase = phases[phaseIndex]!;
  const progress = phase.seconds > 0 ? pos / phase.seconds : 1;
  const last = phaseIndex === phases.length - 1;
  const scale =
    phaseIndex === 0 ? SMALL + (LARGE - SMALL) * progress : last ? LARGE - (LARGE - SMALL) * progress : LARGE;
  return {
    phaseIndex,
    phase,
    phaseRemainingSec: phase.seconds - pos,
    cycles: Math.floor(t / cycleSec),
    scale,
  };
}

/** Phases from the engine payload (requirements S3 Engine response), each falling back to the default. */
export function phasesFromPayload(payload: { inhaleSec?: unknown; holdSec?: unknown; exhaleSec?: unknown }) {
  const pick = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.round(value) : fallback;
  return [
    { name: "Inhale", seconds: pick(payload.inhaleSec, BREATHING_RESET.inhaleSec) },
    { name: "Hold", seconds: pick(payload.holdSec, BREATHING_RESET.holdSec) },
    { name: "Exhale", seconds: pick(payload.exhaleSec, BREATHING_RESET.exhaleSec) },
  ];
}
