import { useImproveText } from "../i18n";
import { coveragePercent } from "../lib/confidence";

/** MCQ coverage (requirements C2): cards with options of all cards, as a bar and a percent to one decimal. */
export function CoverageBar({ withMcq, total }: { withMcq: number; total: number }) {
  const { t } = useImproveText();
  const percent = coveragePercent(withMcq, total);
  return (
    <section aria-label={t("coverage.label")} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{t("coverage.label")}</span>
        <span className="text-slate-600">
          {t("coverage.ofCards", { done: withMcq, count: total })} ·{" "}
          <span className="font-semibold text-slate-900">{percent}%</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("coverage.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent)}
        aria-valuetext={`${percent}%`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
