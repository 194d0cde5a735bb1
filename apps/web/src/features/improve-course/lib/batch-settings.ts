import { z } from "zod";
import i18n from "../../../lib/i18n";
import { improveText } from "../i18n";

/** requirements C3 Batch settings, with the defaults and ranges of requirements C5 and C9. */
export interface BatchSettings {
  autoApprove: boolean;
  skipLowConfidence: boolean;
  /** 0 to 1. */
  confidenceThreshold: number;
  /** Milliseconds to wait between two cards of a batch run. */
  delayBetweenCards: number;
}

export const BATCH_DEFAULTS: BatchSettings = {
  autoApprove: false,
  skipLowConfidence: false,
  confidenceThreshold: 0.7,
  delayBetweenCards: 1000,
};

export const DELAY_LIMITS = { min: 500, max: 5000, step: 100, fallback: 500 } as const;
export const THRESHOLD_LIMITS = { min: 0, max: 1, step: 0.05 } as const;

/** The delay a value stands for: 500-5000 ms in steps of 100, 500 when it is not a number (requirements C5). */
export function clampDelay(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim()
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return DELAY_LIMITS.fallback;
  const stepped = Math.round(n / DELAY_LIMITS.step) * DELAY_LIMITS.step;
  return Math.min(DELAY_LIMITS.max, Math.max(DELAY_LIMITS.min, stepped));
}

/** The threshold a slider value stands for: 0-1 in steps of 0.05; the default when it is not a number. */
export function clampThreshold(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim()
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return BATCH_DEFAULTS.confidenceThreshold;
  const stepped = Math.round(n / THRESHOLD_LIMITS.step) * THRESHOLD_LIMITS.step;
  return Math.round(Math.min(THRESHOLD_LIMITS.max, Math.max(THRESHOLD_LIMITS.min, stepped)) * 100) / 100;
}

/**
 * The settings form: what the inputs hold (a range and a number input give text) converted to settings.
 * Nothing here can fail: out-of-range values are clamped, as the spec says, not refused.
 */
export const BatchSettingsForm = z
  .object({
    autoApprove: z.boolean(),
    skipLowConfidence: z.boolean(),
    confidenceThreshold: z.union([z.string(), z.number()]),
    delayBetweenCards: z.union([z.string(), z.number()]),
  })
  .transform(
    (v): BatchSettings => ({
      autoApprove: v.autoApprove,
      skipLowConfidence: v.skipLowConfidence,
      confidenceThreshold: clampThreshold(v.confidenceThreshold),
      delayBetweenCards: clampDelay(v.delayBetweenCards),
    }),
  );
export type BatchSettingsValues = z.input<typeof BatchSettingsForm>;

/** What a batch run with these settings will do, in one or two sentences (the modal's summary). */
export function settingsSummary(s: BatchSettings): string {
  const review = improveText(s.autoApprove ? "summary.autoApprove" : "summary.review");
  const skip = s.skipLowConfidence
    ? improveText("summary.skip", { percent: Math.round(s.confidenceThreshold * 100) })
    : "";
  const seconds = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${review}${skip}${improveText("summary.delay", { seconds: seconds.format(s.delayBetweenCards / 1000) })}`;
}

const STORAGE_KEY = "recall.improve-course.batch-settings";

/** The settings saved in this browser, or the defaults. */
export function loadBatchSettings(): BatchSettings {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return BATCH_DEFAULTS;
    const parsed = BatchSettingsForm.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : BATCH_DEFAULTS;
  } catch {
    return BATCH_DEFAULTS;
  }
}

export function saveBatchSettings(settings: BatchSettings): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply to this visit.
  }
}
