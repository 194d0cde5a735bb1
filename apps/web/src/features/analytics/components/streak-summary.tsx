import type { StreakAnalytics } from "@recall/shared";
import { CheckCircle2, Circle, Flame, Trophy } from "lucide-react";
import { useAnalyticsText } from "../i18n";

/** Current and longest streak of study days, and whether today counts yet. */
export function StreakSummary({ streak }: { streak: StreakAnalytics }) {
  const { t } = useAnalyticsText();
  const days = (count: number) => t("streak.days", { count });
  return (
    <section
      aria-label={t("sections.streak")}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <Flame aria-hidden className="h-5 w-5 text-amber-600" />
          <dt className="text-slate-500">{t("streak.current")}</dt>
          <dd className="ml-auto font-semibold text-slate-900 sm:ml-0">{days(streak.currentStreak)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Trophy aria-hidden className="h-5 w-5 text-brand-600" />
          <dt className="text-slate-500">{t("streak.longest")}</dt>
          <dd className="ml-auto font-semibold text-slate-900 sm:ml-0">{days(streak.longestStreak)}</dd>
        </div>
        <div className="flex items-center gap-2">
          {streak.todayDone ? (
            <CheckCircle2 aria-hidden className="h-5 w-5 text-emerald-600" />
          ) : (
            <Circle aria-hidden className="h-5 w-5 text-slate-500" />
          )}
          <dt className="text-slate-500">{t("streak.today")}</dt>
          <dd className="ml-auto font-semibold text-slate-900 sm:ml-0">
            {streak.todayDone ? t("streak.studied") : t("streak.notYet")}
          </dd>
        </div>
      </dl>
    </section>
  );
}
