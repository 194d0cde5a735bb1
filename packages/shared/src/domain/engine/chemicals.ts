import { z } from "zod";

/** requirements S1/S3: the seven simulated chemicals, each a level from 0 to 1. */
export const CHEMICAL_NAMES = [
  "dopamine",
  "serotonin",
  "norepinephrine",
  "acetylcholine",
  "endorphins",
  "oxytocin",
  "cortisol",
] as const;
export type ChemicalName = (typeof CHEMICAL_NAMES)[number];

const level = z.number().min(0).max(1);

/**
 * Chemical levels as the engine reports them. Named NeuroChemicals (not Chemicals) because
 * contracts/sessions.ts declares its own `Chemicals` and both reach the package index.
 */
export const NeuroChemicals = z.object({
  dopamine: level,
  serotonin: level,
  norepinephrine: level,
  acetylcholine: level,
  endorphins: level,
  oxytocin: level,
  cortisol: level,
});
export type NeuroChemicals = z.infer<typeof NeuroChemicals>;

/** requirements S3 initial values. They are also the baselines every chemical decays back towards. */
export const INITIAL_CHEMICALS: Readonly<NeuroChemicals> = Object.freeze({
  dopamine: 0.6,
  serotonin: 0.5,
  norepinephrine: 0.4,
  acetylcholine: 0.5,
  endorphins: 0.5,
  oxytocin: 0.3,
  cortisol: 0.3,
});

/**
 * Clamps to 0..1 and rounds to 4 decimals, so stored JSON stays short and repeated float noise
 * cannot drift a level. A non-finite value (a bug upstream) falls back to the baseline.
 */
export function normalizeLevel(value: number, name: ChemicalName): number {
  if (!Number.isFinite(value)) return INITIAL_CHEMICALS[name];
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}
