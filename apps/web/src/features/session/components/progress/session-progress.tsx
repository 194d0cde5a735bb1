import { clsx } from "clsx";
import { Brain, Check, Flame, Waves, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { TermGroup } from "../../../../components/ui/term-group";
import { useSessionText } from "../../i18n";

export interface SessionProgressProps {
  /** 1-based number of the card on screen. */
  current: number;
  total: number;
  correct: number;
  incorrect: number;
  streak: number;
  /** engine.chemicals.dopamine, 0..1 (starts at 0.6). */
  dopamine: number;
  flowArmed: boolean;
  onFlow: () => void;
}

/** requirements S2: "Card N of M" with a bar, the counters, the dopamine level and the Flow State button. */
export function SessionProgress({
  current,
  total,
  correct,
  incorrect,
  streak,
  dopamine,
  flowArmed,
  onFlow,
}: SessionProgressProps) {
  const { t, i18n } = useSessionText();
  const percent = total > 0 ? Math.round((current / total) * 100) : 0;
  const dopaminePercent = Math.round(Math.min(1, Math.max(0, dopamine)) * 100);
  return (
    <section
      aria-label={t("progress.label")}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-slate-800">{t("progress.cardOf", { current, total })}</p>
        <button
          type="button"
          aria-pressed={flowArmed}
          onClick={onFlow}
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors",
            flowArmed
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-brand-100 bg-brand-50 text-brand-700 hover:bg-brand-100",
          )}
        >
          <Waves aria-hidden className="h-4 w-4" /> {t("progress.flowState")}
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t("progress.cardProgress")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <div className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Counter
          label={t("progress.correct")}
          value={correct}
          icon={<Check className="h-4 w-4 text-emerald-600" />}
        />
        <Counter
          label={t("progress.incorrect")}
          value={incorrect}
          icon={<X className="h-4 w-4 text-red-600" />}
        />
        <Counter
          label={t("progress.streak")}
          value={streak}
          icon={<Flame className="h-4 w-4 text-amber-500" />}
        />
        <Counter
          label={t("progress.dopamine")}
          value={new Intl.NumberFormat(i18n.language, { style: "percent" }).format(dopaminePercent / 100)}
          icon={<Brain className="h-4 w-4 text-purple-600" />}
        />
      </div>
    </section>
  );
}

function Counter({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  const id = useId();
  return (
    <TermGroup
      labelledBy={id}
      className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
    >
      <dt id={id} className="flex items-center gap-1.5 text-slate-600">
        <span aria-hidden>{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </TermGroup>
  );
}
