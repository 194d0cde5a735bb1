import { useEffect, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";
import {
  BREATHING_PHASES,
  BREATHING_TOTAL_SEC,
  type BreathingPhase,
  breathingStateAt,
} from "./breathing-schedule";
import type { EnginePopupResult } from "./engine-action";

export interface BreathingResetProps {
  /** Total length in seconds; defaults to {@link BREATHING_TOTAL_SEC} (120). */
  durationSec?: number;
  /** The repeating phases; defaults to {@link BREATHING_PHASES} (inhale 4, hold 4, exhale 8). */
  phases?: readonly BreathingPhase[];
  /** Skip closes with no result; Close after the end closes with `{ cycles }`. */
  onClose: (result?: EnginePopupResult) => void;
}

const TICK_MS = 1000;

function formatClock(sec: number): string {
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, "0")}`;
}

/** requirements S4 "Breathing Reset": a paced breathing exercise with a phase label, countdowns and a circle. */
export function BreathingReset({
  durationSec = BREATHING_TOTAL_SEC,
  phases = BREATHING_PHASES,
  onClose,
}: BreathingResetProps) {
  const { t } = useSessionText();
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const done = elapsed >= durationSec;

  useEffect(() => {
    if (done) return;
    // Elapsed time comes from the clock, not from counting ticks, so a throttled background tab stays in step.
    const id = window.setInterval(() => {
      setElapsed(Math.min(durationSec, Math.floor((Date.now() - startedAt) / 1000)));
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [done, durationSec, startedAt]);

  const state = breathingStateAt(elapsed, phases);
  const phaseName = ["Inhale", "Hold", "Exhale"].includes(state.phase.name)
    ? t(`breathing.phases.${state.phase.name}`)
    : state.phase.name;

  if (done) {
    const cycles = state.cycles;
    return (
      <div className="space-y-4 text-center">
        <p role="status" className="text-lg font-medium text-slate-800">
          {t("breathing.completed", { count: cycles })}
        </p>
        <Button onClick={() => onClose({ cycles })}>{t("breathing.close")}</Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex h-48 w-48 items-center justify-center">
        <div
          aria-hidden
          data-testid="breathing-circle"
          className="flex h-48 w-48 items-center justify-center rounded-full bg-brand-100 ring-4 ring-brand-500/40 transition-transform duration-1000 ease-linear motion-reduce:transition-none"
          style={{ transform: `scale(${state.scale})` }}
        />
      </div>
      <p aria-live="polite" className="text-2xl font-semibold text-brand-700">
        {phaseName}
      </p>
      <p
        role="timer"
        className="text-4xl font-bold tabular-nums text-slate-800"
        aria-label={t("breathing.secondsLeft", { count: state.phaseRemainingSec })}
      >
        {state.phaseRemainingSec}
      </p>
      <p className="text-sm text-slate-500">
        {t("breathing.left", { time: formatClock(durationSec - elapsed) })}
      </p>
      <Button variant="secondary" onClick={() => onClose()}>
        {t("breathing.skip")}
      </Button>
    </div>
  );
}
