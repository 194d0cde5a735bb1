import { DESIRED_RETENTION, type MemoryModelResponse } from "@recall/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useFitMemoryModel, useMemoryModel, useSetDesiredRetention } from "../api/memory-model";
import { SliderField } from "./slider-field";

const percent = (value: number) => `${Math.round(value * 100)} %`;
const metric = (value: number) => value.toFixed(3);

/** How well each model predicted the learner's newest reviews, in words (lower is better for both). */
function Prediction({ model }: { model: MemoryModelResponse }) {
  if (!model.before || !model.after) return null;
  const better = model.after.logLoss < model.before.logLoss;
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      <p>
        On your {model.fittedOnReviews ?? 0} reviews, tested on the newest ones it was not fitted on
        {better ? ", your personal model predicts your recall better than the defaults:" : ":"}
      </p>
      <table className="mt-2 w-full text-left tabular-nums">
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col">Model</th>
            <th scope="col">Log loss</th>
            <th scope="col">RMSE</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="font-normal">
              Default
            </th>
            <td>{metric(model.before.logLoss)}</td>
            <td>{metric(model.before.rmse)}</td>
          </tr>
          <tr>
            <th scope="row" className="font-normal">
              Fitted to you
            </th>
            <td>{metric(model.after.logLoss)}</td>
            <td>{metric(model.after.rmse)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500">Lower is better for both.</p>
    </div>
  );
}

function RetentionControl({ model }: { model: MemoryModelResponse }) {
  const [retention, setRetention] = useState(model.desiredRetention);
  const save = useSetDesiredRetention();
  const changed = Math.abs(retention - model.desiredRetention) > 1e-9;
  return (
    <div className="space-y-2">
      <SliderField
        label="Desired retention"
        value={retention}
        min={DESIRED_RETENTION.min}
        max={DESIRED_RETENTION.max}
        step={DESIRED_RETENTION.step}
        format={percent}
        hint="The share of cards you aim to remember when they come due. Higher means more reviews, shorter intervals; lower means fewer reviews and more forgetting. 90 % suits most learners."
        onChange={(value) => setRetention(Math.round(value * 100) / 100)}
      />
      <Button
        variant="secondary"
        disabled={!changed || save.isPending}
        onClick={() =>
          save.mutate(retention, {
            onSuccess: () => toast.success("Desired retention saved"),
            onError: (err) => toast.error(errorMessage(err, "Failed to save desired retention")),
          })
        }
      >
        {save.isPending ? "Saving..." : "Save retention"}
      </Button>
    </div>
  );
}

/** Settings › Memory model: the model in use, how well it predicts, fitting, desired retention. */
export function MemoryModelPanel() {
  const model = useMemoryModel();
  const fit = useFitMemoryModel();
  if (model.isPending) return <p className="text-sm text-slate-500">Loading memory model...</p>;
  if (model.isError || !model.data)
    return <p className="text-sm text-red-700">Could not load your memory model.</p>;
  const m = model.data;
  const busy = m.status === "queued" || m.status === "fitting";
  return (
    <section aria-labelledby="memory-model-heading" className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id="memory-model-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Memory model
      </h3>
      <p className="text-sm text-slate-700" data-testid="memory-model-in-use">
        {m.inUse === "personalised"
          ? "Your cards are scheduled with a memory model fitted to your own reviews."
          : "Your cards are scheduled with the default memory model."}{" "}
        {m.trainableReviews} of {m.threshold} reviews needed for a personal model.
      </p>
      {busy ? (
        <p role="status" className="text-sm text-brand-700">
          Fitting your memory model...
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
              onSuccess: () => toast.success("Fitting your memory model"),
              onError: (err) => toast.error(errorMessage(err, "Failed to start fitting")),
            })
          }
        >
          Fit now
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
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-slate-200 p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        Memory model and desired retention
      </summary>
      {open ? (
        <div className="mt-3">
          <MemoryModelPanel />
        </div>
      ) : null}
    </details>
  );
}
