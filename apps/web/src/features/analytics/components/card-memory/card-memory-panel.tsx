import { type CardMemoryResponse, TARGET_RETENTION } from "@recall/shared";
import { Spinner } from "../../../../components/ui/spinner";
import { formatPercent } from "../../lib/format";
import { explainDue, formatMoment, formatShortMoment, RATING_LABELS } from "../../lib/why-due";

/** The retention FSRS schedules for, as the sentences quote it (90). */
const TARGET_PERCENT = Math.round(TARGET_RETENTION * 100);

const STATE_LABELS = {
  new: "New",
  learning: "Learning",
  review: "Review",
  relearning: "Relearning",
} as const;

type View = CardMemoryResponse["data"];

/** One card's memory for the signed-in learner and its review log: "why is this card due?". */
export function CardMemoryPanel({ view }: { view: View }) {
  const { memory, reviews, totalReviews } = view;
  const facts: [string, string][] = memory
    ? [
        ["State", STATE_LABELS[memory.state]],
        ["Mastery", memory.bucket],
        ["Stability", `${Math.round(memory.stability * 10) / 10} days`],
        ["Difficulty", `${Math.round(memory.difficulty * 10) / 10} / 10`],
        ["Recall now", formatPercent(memory.retrievability)],
        ["Next due", formatMoment(memory.due)],
        ["Reviews", String(memory.reps)],
        ["Lapses", String(memory.lapses)],
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
              Review log
              {totalReviews > reviews.length ? ` (latest ${reviews.length} of ${totalReviews})` : ""}
            </caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Result
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Rating
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Time
                </th>
                <th scope="col" className="py-1 pl-2 font-medium">
                  Next due
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {reviews.map((r) => (
                <tr key={r.at}>
                  <td className="py-1 pr-2">{formatShortMoment(r.at)}</td>
                  <td className={r.correct ? "px-2 py-1 text-emerald-700" : "px-2 py-1 text-red-700"}>
                    {r.correct ? "Right" : "Wrong"}
                  </td>
                  <td className="px-2 py-1">{RATING_LABELS[r.grade] ?? r.grade}</td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {Math.round(r.timeTakenMs / 100) / 10} s
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
export const CardMemoryLoading = () => <Spinner label="Loading memory..." />;
