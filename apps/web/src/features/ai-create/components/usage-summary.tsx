import type { AiUsage } from "@recall/shared";
import { useAiCreateText } from "../i18n";
import { formatBudget, formatCost } from "../lib/format";

/** This month's AI spending: spent / budget / remaining, with a bar. */
export function UsageSummary({ usage }: { usage: AiUsage }) {
  const { t } = useAiCreateText();
  const share = usage.monthlyBudget > 0 ? Math.min(1, usage.totalSpent / usage.monthlyBudget) : 1;
  return (
    <section
      aria-label={t("usage.region")}
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
    >
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <Figure label={t("usage.spent")} value={formatCost(usage.totalSpent)} />
        <Figure label={t("usage.monthlyBudget")} value={formatBudget(usage.monthlyBudget)} />
        <Figure label={t("usage.remaining")} value={formatCost(usage.remaining)} />
      </dl>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div
          className={share >= 0.9 ? "h-full bg-red-500" : "h-full bg-brand-500"}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
