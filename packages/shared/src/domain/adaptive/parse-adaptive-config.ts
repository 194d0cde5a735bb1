import { z } from "zod";
import { type AdaptiveConfig, DEFAULT_ADAPTIVE_CONFIG } from "./adaptive-config";

/** requirements S9: the configuration can be overridden from browser storage; this is the one key. */
export const ADAPTIVE_CONFIG_STORAGE_KEY = "recall.adaptiveConfig";

const count = (max: number) => z.number().int().min(0).max(max);
const points = z.number().min(-100).max(100);
const ratio = z.number().min(0).max(1);
const streakLimit = z.number().int().min(1).max(1000);

/** Keeps offsets that are numbers in -100..100; drops the rest one by one instead of failing the field. */
function readOffsets(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  // Object.fromEntries defines own properties, so a "__proto__" topic cannot change the prototype.
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => points.safeParse(entry[1]).success),
  );
}

const FIELDS: { [K in keyof AdaptiveConfig]: z.ZodType<AdaptiveConfig[K]> } = {
  newTopicThreshold: count(10_000),
  newTopicMCQBoost: points,
  fastAnswerCountThreshold: count(10_000),
  fastAnswerMCQBoost: points,
  lowAccuracyThreshold: ratio,
  lowAccuracyMCQBoost: points,
  highAccuracyThreshold: ratio,
  highAccuracyMasteryCards: count(100_000),
  highAccuracyBasicBoost: points,
  mcqStreakLimit: streakLimit,
  mcqStreakMCQBoost: points,
  basicStreakLimit: streakLimit,
  basicStreakMCQBoost: points,
  topicMCQPreferenceOffsets: z.unknown().transform(readOffsets),
};

/** The full, valid configuration (e.g. for a settings or debug screen that writes the storage key). */
export const AdaptiveConfigSchema = z.object(FIELDS);

function mergeField<K extends keyof AdaptiveConfig>(target: AdaptiveConfig, key: K, value: unknown): void {
  const parsed = FIELDS[key].safeParse(value);
  if (parsed.success) target[key] = parsed.data;
}

/**
 * Reads the stored override (the raw string under {@link ADAPTIVE_CONFIG_STORAGE_KEY}).
 * Each valid field replaces its default; a missing or invalid field keeps the default, so one typo
 * does not discard the rest. null, bad JSON or a non-object gives the defaults. Always a fresh object.
 */
export function parseAdaptiveConfig(raw: string | null): AdaptiveConfig {
  const config: AdaptiveConfig = { ...DEFAULT_ADAPTIVE_CONFIG, topicMCQPreferenceOffsets: {} };
  if (raw === null) return config;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return config;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return config;
  for (const key of Object.keys(FIELDS) as (keyof AdaptiveConfig)[]) {
    if (Object.hasOwn(data, key)) mergeField(config, key, (data as Record<string, unknown>)[key]);
  }
  return config;
}
