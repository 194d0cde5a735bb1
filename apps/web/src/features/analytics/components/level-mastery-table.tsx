import type { LevelMastery } from "@recall/shared";
import { useId } from "react";
import { formatPercent, masteryStep } from "../lib/format";

/** requirements C2 'Mastery by Level': Level, Total Cards, Mastered, Mastery % with a bar, Accuracy. */
export function LevelMasteryTable({ levels }: { levels: LevelMastery[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Mastery by Level
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Mastery weighs each card by its bucket (new 0% to mastered 100%); accuracy counts your answers at that
        level.
      </p>
      {levels.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No levels yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 sm:uppercase sm:tracking-wide">
              <tr>
                <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-medium">
                  Level
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  Total Cards
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  Mastered
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 font-medium">
                  Mastery %
                </th>
                <th scope="col" className="py-2 pl-1.5 sm:pl-3 text-right font-medium">
                  Accuracy
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
                    <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">{l.totalCards}</td>
                    <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">{l.masteredCards}</td>
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
                        <span title="No answers at this level yet">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">No answers yet</span>
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
