import { numberParam, type SandboxInput, type SandboxResult } from "./types";

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

const molar = (n: number) => `${n.toFixed(2)} mol/L`;

/**
 * "osmosis-sim": params { insideConcentration, outsideConcentration } in mol/L (0 to 10). Water moves by
 * osmosis from the lower solute concentration to the higher one; the logs trace the cell's volume.
 */
export function osmosisSim(input: SandboxInput): SandboxResult {
  const inRange = (n: number) => n >= 0 && n <= 10;
  const inside = numberParam(
    input.params,
    "insideConcentration",
    inRange,
    "a concentration from 0 to 10 mol/L",
  );
  const outside = numberParam(
    input.params,
    "outsideConcentration",
    inRange,
    "a concentration from 0 to 10 mol/L",
  );
  const kind = tonicity(inside, outside);
  const trace = simulateOsmosis(inside, outside);
  const last = trace[trace.length - 1]!;

  const flow = kind === "hypertonic" ? "out of" : kind === "hypotonic" ? "into" : "equally in and out of";
  const effect = kind === "hypertonic" ? "shrinks" : kind === "hypotonic" ? "swells" : "keeps its size";
  const title = `${kind[0]!.toUpperCase()}${kind.slice(1)} solution: the cell ${effect}`;
  const explanation =
    `The solution outside (${molar(outside)}) is ${kind} to the cell (${molar(inside)} inside). ` +
    (kind === "isotonic"
      ? "With equal concentrations there is no net movement of water."
      : `Water moves by osmosis toward the higher solute concentration, so it flows ${flow} the cell and the cell ${effect}.`);

  const logs = [
    `inside ${molar(inside)}, outside ${molar(outside)}: outside is ${kind}`,
    `net water flow: ${kind === "isotonic" ? "none" : `${flow} the cell`}`,
    ...trace.map((s) => `t=${s.step}: volume ${s.volume.toFixed(2)}×, inside ${molar(s.inside)}`),
  ];
  if (last.volume >= OSMOSIS_MODEL.burstVolume) {
    logs.push(
      `volume reached ${OSMOSIS_MODEL.burstVolume}×: an animal cell would burst; a plant cell's wall would hold it (turgid)`,
    );
  } else if (last.volume <= OSMOSIS_MODEL.minVolume) {
    logs.push("the cell cannot lose more water: it stays shrivelled (crenated, or plasmolysed in a plant)");
  } else if (Math.abs(last.inside - outside) < OSMOSIS_MODEL.epsilon) {
    logs.push(`equilibrium at t=${last.step}: inside and outside both ${molar(outside)}`);
  }
  if (input.scenarioId) logs.push(`scenario: ${input.scenarioId}`);

  return {
    title,
    explanation,
    logs,
    visual: {
      kind: "bars",
      label: "Cell volume over time",
      unit: "× start",
      max: OSMOSIS_MODEL.burstVolume,
      bars: trace.map((s) => ({ label: `t=${s.step}`, value: s.volume })),
    },
  };
}
