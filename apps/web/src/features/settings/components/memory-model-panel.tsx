import { DESIRED_RETENTION, type MemoryModelResponse } from "@recall/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { useFitMemoryModel, useMemoryModel, useSetDesiredRetention } from "../api/memory-model";
import { useSettingsText } from "../i18n";
import { SliderField } from "./slider-field";

const percent = (value: number) =>
  new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }).format(value);
const metric = (value: number) =>
  new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value);

/** How well each model predicted the learner's newest reviews, in words (lower is better for both). */
function Prediction({ model }: { model: MemoryModelResponse }) {
  const { t } = useSettingsText();
  if (!model.before || !model.after) return null;
  const better = model.after.logLoss < model.before.logLoss;
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      <p>{t(better ? "memory.testedBetter" : "memory.tested", { count: model.fittedOnReviews ?? 0 })}</p>
      <table className="mt-2 w-full text-left tabular-nums">
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col">{t("memory.model")}</th>
            <th scope="col">{t("memory.logLoss")}</th>
            {/* i18n-exempt: the metric's abbreviation, the same in every language */}
            <th scope="col">RMSE</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="font-normal">
              {t("memory.default")}
            </th>
            <td>{metric(model.before.logLoss)}</td>
            <td>{metric(model.before.rmse)}</td>
          </tr>
          <tr>
            <th scope="row" className="font-normal">
              {t("memory.fitted")}
            </th>
            <td>{metric(model.after.logLoss)}</td>
            <td>{metric(model.after.rmse)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500">{t("memory.lowerBetter")}</p>
    </div>
  );
}

function RetentionControl({ model }: { model: MemoryModelResponse }) {
  const { t } = useSettingsText();
  const [retention, setRetention] = useState(model.desiredRetention);
  const save = useSetDesiredRetention();
  const changed = Math.abs(retention - model.desiredRetention) > 1e-9;
  return (
    <div className="space-y-2">
      <SliderField
        label={t("memory.retention")}
        value={retention}
        min={DESIRED_RETENTION.min}
        max={DESIRED_RETENTION.max}
        step={DESIRED_RETENTION.step}
        format={percent}
        hint={t("memory.retentionHint")}
        onChange={(value) => setRetention(Math.round(value * 100) / 100)}
      />
      <Button
        variant="secondary"
        disabled={!changed || save.isPending}
        onClick={() =>
          save.mutate(retention, {
            onSuccess: () => toast.success(t("memory.retentionSaved")),
            onError: (err) => toast.error(errorMessage(err, t("memory.retentionFailed"))),
          })
        }
      >
        {save.isPending ? t("saving") : t("memory.saveRetention")}
      </Button>
    </div>
  );
}

/** Settings › Memory model: the model in use, how well it predicts, fitting, desired retention. */
export function MemoryModelPanel() {
  const { t } = useSettingsText();
  const model = useMemoryModel();
  const fit = useFitMemoryModel();
  if (model.isPending) return <p className="text-sm text-slate-500">{t("memory.loading")}</p>;
  if (model.isError || !model.data) return <p className="text-sm text-red-700">{t("memory.loadFailed")}</p>;
  const m = model.data;
  const busy = m.status === "queued" || m.status === "fitting";
  return (
    <section aria-labelledby="memory-model-heading" className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id="memory-model-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t("memory.title")}
      </h3>
      <p className="text-sm text-slate-700" data-testid="memory-model-in-use">
        {m.inUse === "personalised" ? t("memory.inUsePersonal") : t("memory.inUseDefault")}{" "}
        {t("memory.needed", { count: m.threshold, have: m.trainableReviews })}
      </p>
      {busy ? (
        <p role="status" className="text-sm text-brand-700">
          {t("memory.fitting")}
        </p>
      ) : null}
      {m.lastError ? <p className="text-sm text-amber-800">{m.lastError}</p> : null}
      <Prediction model={m} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={!m.canFit || fit.isPending}
          title={m.cannotFitReason ?? undefined}
          aria-describedby={m.cannotFitReason ? "memory-model-why" : undefined}
          onClick={() =>
            fit.mutate(undefined, {
              onSuccess: () => toast.success(t("memory.fitStarted")),
              onError: (err) => toast.error(errorMessage(err, t("memory.fitFailed"))),
            })
          }
        >
          {t("memory.fitNow")}
        </Button>
        {m.cannotFitReason ? (
          <span id="memory-model-why" className="text-xs text-slate-600">
            {m.cannotFitReason}
          </span>
        ) : null}
      </div>
      <RetentionControl key={m.desiredRetention} model={m} />
    </section>
  );
}

/** The panel behind a disclosure in Settings: its data loads only when the learner opens it. */
export function MemoryModelDisclosure() {
  const { t } = useSettingsText();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-slate-200 p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {t("memory.disclosure")}
      </summary>
      {open ? (
        <div className="mt-3">
          <MemoryModelPanel />
        </div>
      ) : null}
    </details>
  );
}
