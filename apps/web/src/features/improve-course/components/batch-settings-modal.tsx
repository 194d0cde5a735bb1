import { useId } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { useImproveText } from "../i18n";
import {
  type BatchSettings,
  BatchSettingsForm,
  type BatchSettingsValues,
  DELAY_LIMITS,
  settingsSummary,
  THRESHOLD_LIMITS,
} from "../lib/batch-settings";

interface BatchSettingsModalProps {
  open: boolean;
  settings: BatchSettings;
  onClose(): void;
  onSave(settings: BatchSettings): void;
}

/**
 * The batch settings modal (requirements C2, C5): auto-approve with its warning, skip-low-confidence with a
 * threshold slider (0-1, step 0.05), the delay between cards (500-5000 ms, step 100; clamped on save),
 * a summary, Cancel and Save Settings.
 */
export function BatchSettingsModal({ open, settings, onClose, onSave }: BatchSettingsModalProps) {
  const { t } = useImproveText();
  return (
    <Modal open={open} title={t("settings.title")} onClose={onClose}>
      <SettingsForm settings={settings} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

function SettingsForm({ settings, onClose, onSave }: Omit<BatchSettingsModalProps, "open">) {
  const { t } = useImproveText();
  const form = useZodForm(BatchSettingsForm, {
    defaultValues: {
      ...settings,
      confidenceThreshold: String(settings.confidenceThreshold),
      delayBetweenCards: String(settings.delayBetweenCards),
    } satisfies BatchSettingsValues,
  });
  const values = useWatch({ control: form.control });
  const preview = BatchSettingsForm.safeParse(values);
  const autoApproveId = useId();
  const skipId = useId();
  const thresholdId = useId();

  return (
    <FormProvider {...form}>
      <form className="space-y-5" onSubmit={form.handleSubmit(onSave)} noValidate>
        <div className="space-y-1">
          <label
            htmlFor={autoApproveId}
            className="flex items-center gap-2 text-sm font-medium text-slate-800"
          >
            <input
              id={autoApproveId}
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              {...form.register("autoApprove")}
            />
            {t("settings.autoApprove")}
          </label>
          <p className="ml-6 rounded-lg bg-amber-50 p-2 text-xs text-amber-800">
            {t("settings.autoApproveWarning")}
          </p>
        </div>

        <div className="space-y-2">
          <label htmlFor={skipId} className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              id={skipId}
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              {...form.register("skipLowConfidence")}
            />
            {t("settings.skipLow")}
          </label>
          {values.skipLowConfidence ? (
            <div className="ml-6 space-y-1">
              <label htmlFor={thresholdId} className="block text-sm text-slate-700">
                {t("settings.threshold", {
                  percent: Math.round(Number(values.confidenceThreshold ?? 0) * 100),
                })}
              </label>
              <input
                id={thresholdId}
                type="range"
                min={THRESHOLD_LIMITS.min}
                max={THRESHOLD_LIMITS.max}
                step={THRESHOLD_LIMITS.step}
                className="w-full accent-brand-600"
                {...form.register("confidenceThreshold")}
              />
            </div>
          ) : null}
        </div>

        <Field label={t("settings.delay")} hint={t("settings.delayHint", DELAY_LIMITS)}>
          {(id) => (
            <Input
              id={id}
              type="number"
              min={DELAY_LIMITS.min}
              max={DELAY_LIMITS.max}
              step={DELAY_LIMITS.step}
              {...form.register("delayBetweenCards")}
            />
          )}
        </Field>

        <section
          aria-label={t("settings.summary")}
          className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
        >
          <p className="font-medium">{t("settings.summary")}</p>
          <p>{preview.success ? settingsSummary(preview.data) : null}</p>
        </section>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("settings.cancel")}
          </Button>
          <Button type="submit">{t("settings.save")}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
