import { Flame, Sparkles } from "lucide-react";
import { useLandingText } from "../i18n";

const levels = ["overview", "deepDive", "connections"] as const;

/** A static picture of a study card, built from markup so it stays sharp. Hidden from screen readers and on phones. */
export function HeroPreview() {
  const { t } = useLandingText();
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto hidden w-full max-w-md select-none sm:block lg:max-w-none"
    >
      <div className="absolute inset-0 translate-x-3 translate-y-3 rotate-2 rounded-3xl bg-brand-100" />
      <div className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-600/10">
        <div className="flex items-center justify-between text-xs font-medium text-slate-500">
          <span>{t("preview.progress")}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-800">
            <Flame className="h-3.5 w-3.5" />
            {t("preview.streak")}
          </span>
        </div>
        <p className="mt-4 text-lg font-semibold text-slate-900">{t("preview.question")}</p>
        <div className="mt-4 space-y-2 text-sm">
          <div className="rounded-xl border border-slate-200 px-4 py-2.5 text-slate-500">
            {t("preview.optionA")}
          </div>
          <div className="rounded-xl border-2 border-emerald-500 bg-emerald-50 px-4 py-2.5 font-medium text-emerald-900">
            {t("preview.optionB")}
          </div>
          <div className="rounded-xl border border-slate-200 px-4 py-2.5 text-slate-500">
            {t("preview.optionC")}
          </div>
        </div>
        <div className="mt-5 flex gap-2">
          {levels.map((level, i) => (
            <span
              key={level}
              className={
                i === 0
                  ? "rounded-full bg-brand-600 px-3 py-1 text-xs font-medium text-white"
                  : "rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600"
              }
            >
              {t(`levels.${level}`)}
            </span>
          ))}
        </div>
        <div className="mt-5 rounded-2xl bg-slate-50 p-4">
          <div className="flex items-center justify-between text-xs font-medium text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Sparkles className="h-3.5 w-3.5 text-brand-600" />
              {t("preview.flow")}
            </span>
            <span>82%</span>
          </div>
          <div className="mt-2 h-2 rounded-full bg-slate-200">
            <div className="h-2 w-4/5 rounded-full bg-gradient-to-r from-brand-500 to-emerald-500" />
          </div>
        </div>
      </div>
    </div>
  );
}
