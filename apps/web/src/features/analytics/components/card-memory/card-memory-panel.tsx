import { type CardMemoryResponse, TARGET_RETENTION } from "@recall/shared";
import { Spinner } from "../../../../components/ui/spinner";
import { useAnalyticsText } from "../../i18n";
import { formatNumber, formatPercent } from "../../lib/format";
import { explainDue, formatMoment, formatShortMoment, ratingLabel } from "../../lib/why-due";

/** The retention FSRS schedules for, as the sentences quote it (90). */
const TARGET_PERCENT = Math.round(TARGET_RETENTION * 100);

type View = CardMemoryResponse["data"];

/** One card's memory for the signed-in learner and its review log: "why is this card due?". */
export function CardMemoryPanel({ view }: { view: View }) {
  const { t } = useAnalyticsText();
  const { memory, reviews, totalReviews } = view;
  const stability = Math.round((memory?.stability ?? 0) * 10) / 10;
  const facts: [string, string][] = memory
    ? [
        [t("memory.state"), t(`memory.states.${memory.state}`)],
        [t("memory.mastery"), t(`buckets.${memory.bucket}`)],
        [
          t("memory.stability"),
          t("memory.stabilityDays", { count: stability, value: formatNumber(stability) }),
        ],
        [
          t("memory.difficulty"),
          t("memory.difficultyOf", { value: formatNumber(Math.round(memory.difficulty * 10) / 10) }),
        ],
        [t("memory.recallNow"), formatPercent(memory.retrievability)],
        [t("memory.nextDue"), formatMoment(memory.due)],
        [t("memory.reviews"), formatNumber(memory.reps)],
        [t("memory.lapses"), formatNumber(memory.lapses)],
      ]
    : [];
  return (
    <div className="space-y-4 text-sm">
      <p className="font-medium text-slate-900">{view.card.face}</p>
      <p className="text-slate-500">
        {view.card.courseName} · {view.card.topic} · {view.card.level}
      </p>
      <div className="space-y-2 rounded-xl bg-brand-50/60 p-3 text-slate-700">
        {explainDue(memory, TARGET_PERCENT, new Date()).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {facts.length ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-xs text-slate-500">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {reviews.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="mb-1 text-left text-sm font-semibold text-slate-900">
              {t("memory.reviewLog")}
              {totalReviews > reviews.length
                ? t("memory.latestOf", { shown: reviews.length, total: totalReviews })
                : ""}
            </caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t("memory.date")}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t("memory.result")}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t("memory.rating")}
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  {t("memory.time")}
                </th>
                <th scope="col" className="py-1 pl-2 font-medium">
                  {t("memory.nextDue")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {reviews.map((r) => (
                <tr key={r.at}>
                  <td className="py-1 pr-2">{formatShortMoment(r.at)}</td>
                  <td className={r.correct ? "px-2 py-1 text-emerald-700" : "px-2 py-1 text-red-700"}>
                    {r.correct ? t("memory.right") : t("memory.wrong")}
                  </td>
                  <td className="px-2 py-1">{ratingLabel(r.grade)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {t("memory.seconds", {
                      value: formatNumber(r.timeTakenMs / 1000, { maximumFractionDigits: 1 }),
                    })}
                  </td>
                  <td className="py-1 pl-2">{r.dueAfter ? formatShortMoment(r.dueAfter) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The panel's loading state. */
export function CardMemoryLoading() {
  const { t } = useAnalyticsText();
  return <Spinner label={t("memory.loading")} />;
}
