import { numberParam, type SandboxInput, type SandboxResult, type SandboxWords } from "./types";

export type Tonicity = "hypotonic" | "isotonic" | "hypertonic";

/** Model constants: the cell starts at volume 1.0 (relative) and the step moves 0.5 volume per mol/L of gradient. */
export const OSMOSIS_MODEL = Object.freeze({
  steps: 6,
  flowPerMolar: 0.5,
  /** Past 1.5× its start volume an animal cell bursts (lysis); a plant cell's wall would hold it. */
  burstVolume: 1.5,
  /** The cell never shrinks below a quarter of its volume (its solids). */
  minVolume: 0.25,
  /** Concentrations closer than this count as equal. */
  epsilon: 1e-6,
});

/** Tonicity of the outside solution relative to the cell's inside. */
export function tonicity(inside: number, outside: number): Tonicity {
  if (Math.abs(outside - inside) < OSMOSIS_MODEL.epsilon) return "isotonic";
  return outside > inside ? "hypertonic" : "hypotonic";
}

export interface OsmosisStep {
  step: number;
  volume: number;
  inside: number;
}

/**
 * A discrete model: the solute inside is fixed, so the inside concentration is solute / volume. Each
 * step water moves by flowPerMolar × (inside − outside), never past equilibrium (inside = outside),
 * and the volume stays between minVolume and burstVolume. Stops early at equilibrium or at bursting.
 */
export function simulateOsmosis(inside: number, outside: number): OsmosisStep[] {
  const { steps, flowPerMolar, burstVolume, minVolume, epsilon } = OSMOSIS_MODEL;
  const solute = inside; // amount at volume 1
  const equilibrium = outside > 0 ? solute / outside : Number.POSITIVE_INFINITY;
  let volume = 1;
  const trace: OsmosisStep[] = [{ step: 0, volume, inside }];
  for (let step = 1; step <= steps; step += 1) {
    const concentration = solute / volume;
    if (Math.abs(concentration - outside) < epsilon || volume >= burstVolume || volume <= minVolume) break;
    let next = volume + flowPerMolar * (concentration - outside);
    next = next > volume ? Math.min(next, equilibrium) : Math.max(next, equilibrium);
    next = Math.min(burstVolume, Math.max(minVolume, next));
    volume = next;
    trace.push({ step, volume, inside: solute / volume });
  }
  return trace;
}

/**
 * "osmosis-sim": params { insideConcentration, outsideConcentration } in mol/L (0 to 10). Water moves by
 * osmosis from the lower solute concentration to the higher one; the logs trace the cell's volume.
 */
export function osmosisSim(input: SandboxInput, words: SandboxWords): SandboxResult {
  const { t, fixed } = words;
  const molar = (n: number) => `${fixed(n, 2)} mol/L`;
  const inRange = (n: number) => n >= 0 && n <= 10;
  const rule = t("sandbox.osmosis.rule");
  const inside = numberParam(input.params, "insideConcentration", inRange, rule, words);
  const outside = numberParam(input.params, "outsideConcentration", inRange, rule, words);
  const kind = tonicity(inside, outside);
  const trace = simulateOsmosis(inside, outside);
  const last = trace[trace.length - 1]!;
  const concentrations = { inside: molar(inside), outside: molar(outside) };

  const logs = [
    t(`sandbox.osmosis.logTonicity.${kind}`, concentrations),
    t(`sandbox.osmosis.logFlow.${kind}`),
    ...trace.map((s) =>
      t("sandbox.osmosis.logStep", { step: s.step, volume: fixed(s.volume, 2), inside: molar(s.inside) }),
    ),
  ];
  if (last.volume >= OSMOSIS_MODEL.burstVolume) {
    logs.push(t("sandbox.osmosis.logBurst", { volume: fixed(OSMOSIS_MODEL.burstVolume, 1) }));
  } else if (last.volume <= OSMOSIS_MODEL.minVolume) {
    logs.push(t("sandbox.osmosis.logShrivelled"));
  } else if (Math.abs(last.inside - outside) < OSMOSIS_MODEL.epsilon) {
    logs.push(t("sandbox.osmosis.logEquilibrium", { step: last.step, outside: molar(outside) }));
  }
  if (input.scenarioId) logs.push(t("sandbox.scenarioLog", { scenario: input.scenarioId }));

  return {
    title: t(`sandbox.osmosis.title.${kind}`),
    explanation: t(`sandbox.osmosis.explanation.${kind}`, concentrations),
    logs,
    visual: {
      kind: "bars",
      label: t("sandbox.osmosis.chartLabel"),
      unit: t("sandbox.osmosis.chartUnit"),
      max: OSMOSIS_MODEL.burstVolume,
      bars: trace.map((s) => ({ label: `t=${s.step}`, value: s.volume })),
    },
  };
}
