import { AI_LIMITS } from "@recall/shared";
import { AlertTriangle, Clock, Coins } from "lucide-react";
import { useEstimate } from "../api/ai-queries";
import { useAiCreateText } from "../i18n";
import { formatCost } from "../lib/format";
import { canEstimate } from "../lib/limits";

/** Cost and time for the brief's card count; only asked for 10-200 cards (requirements C5). */
export function CostEstimate({ cardCount }: { cardCount: number }) {
  const { t } = useAiCreateText();
  const estimate = useEstimate(cardCount);

  if (!canEstimate(cardCount)) {
    return <p className="text-sm text-slate-500">{t("estimate.range", AI_LIMITS.cardCount)}</p>;
  }
  if (estimate.isPending) return <p className="text-sm text-slate-500">{t("estimate.estimating")}</p>;
  if (estimate.isError) return <p className="text-sm text-slate-500">{t("estimate.unavailable")}</p>;

  const { estimatedCost, estimatedTime, warning } = estimate.data;
  return (
    <section aria-label={t("estimate.region")} className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex items-center gap-1.5">
          <Coins aria-hidden className="h-4 w-4 text-slate-500" />
          <dt className="text-slate-500">{t("estimate.cost")}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatCost(estimatedCost)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock aria-hidden className="h-4 w-4 text-slate-500" />
          <dt className="text-slate-500">{t("estimate.time")}</dt>
          <dd className="font-semibold text-slate-900">{estimatedTime.label}</dd>
        </div>
      </dl>
      {warning ? (
        <p role="note" className="flex gap-2 rounded-lg bg-amber-50 p-2 text-amber-800">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {warning}
        </p>
      ) : null}
    </section>
  );
}
