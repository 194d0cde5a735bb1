import type { LevelMastery } from "@recall/shared";
import { useId } from "react";
import { useAnalyticsText } from "../i18n";
import { formatNumber, formatPercent, masteryStep } from "../lib/format";

/** requirements C2 'Mastery by Level': Level, Total Cards, Mastered, Mastery % with a bar, Accuracy. */
export function LevelMasteryTable({ levels }: { levels: LevelMastery[] }) {
  const { t } = useAnalyticsText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("sections.levels")}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{t("levels.description")}</p>
      {levels.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t("levels.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 sm:uppercase sm:tracking-wide">
              <tr>
                <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-medium">
                  {t("levels.level")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {t("levels.totalCards")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {t("levels.mastered")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 font-medium">
                  {t("levels.masteryPercent")}
                </th>
                <th scope="col" className="py-2 pl-1.5 sm:pl-3 text-right font-medium">
                  {t("levels.accuracy")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {levels.map((l) => {
                const step = masteryStep(l.masteryPercentage);
                return (
                  <tr key={l.level}>
                    <th scope="row" className="py-2 pr-1.5 sm:pr-3 font-medium text-slate-900">
                      {l.level}
                    </th>
                    <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">
                      {formatNumber(l.totalCards)}
                    </td>
                    <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">
                      {formatNumber(l.masteredCards)}
                    </td>
                    <td className="px-1.5 py-2 sm:px-3">
                      <div className="flex flex-col-reverse gap-1 sm:flex-row sm:items-center sm:gap-2">
                        <div
                          className="h-2 w-12 shrink-0 overflow-hidden rounded-full bg-slate-100 sm:w-24"
                          aria-hidden="true"
                        >
                          <div
                            className="h-full rounded-full"
                            style={{
                              width: `${Math.min(100, l.masteryPercentage)}%`,
                              backgroundColor: step.colour,
                            }}
                          />
                        </div>
                        <span className="tabular-nums">{formatPercent(l.masteryPercentage)}</span>
                      </div>
                    </td>
                    <td className="py-2 pl-1.5 sm:pl-3 text-right tabular-nums">
                      {l.accuracy === null ? (
                        <span title={t("levels.noAnswersAtLevel")}>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t("levels.noAnswers")}</span>
                        </span>
                      ) : (
                        formatPercent(l.accuracy)
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
