import { answerFeatures, type EngineInput, SIGNAL_THRESHOLDS } from "./answer-features";
import { updateChemicals } from "./chemical-rules";
import type { EngineResponse } from "./contracts";
import type { NeuroState } from "./neuro-state";
import { pickAction } from "./pick-action";
import { recordTelemetry } from "./record-telemetry";

export interface EngineResult {
  state: NeuroState;
  response: EngineResponse;
}

/**
 * Runs the session engine for one answer (requirements S3): updates the telemetry windows, moves the
 * chemicals (decay towards baseline, then this answer's rules, clamped to 0..1) and picks at most one
 * popup, respecting the cool-down. Pure: the same state, input and time give the same result.
 * Rules and thresholds: docs/decisions/session-engine.md.
 */
export function runEngine(state: NeuroState, input: EngineInput, now: Date): EngineResult {
  const t = now.getTime();
  const recorded = recordTelemetry(state, input, t);
  const features = answerFeatures(recorded, input);
  const chemicals = updateChemicals(state.chemicals, features);
  const withBurst: NeuroState = {
    ...recorded,
    chemicals,
    lastUpdatedAt: t,
    errorBurstPending:
      recorded.errorBurstPending || features.errorsInWindow >= SIGNAL_THRESHOLDS.errorBurstErrors,
  };
  const action = pickAction(withBurst, chemicals, features, t);
  const next: NeuroState = action
    ? {
        ...withBurst,
        pendingAction: action,
        lastActionAt: t,
        answersSinceLastAction: 0,
        // Any reflection closes the burst: one prompt about it is enough.
        errorBurstPending: action.content_type === "reflection_moment" ? false : withBurst.errorBurstPending,
      }
    : { ...withBurst, pendingAction: null };
  return { state: next, response: { chemicals: { ...chemicals }, action } };
}
