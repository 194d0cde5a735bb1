import { type ImportStatus, NOUNS, plural } from "@recall/shared";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { ImportNotes } from "./import-notes";

/** The job's progress (cards stored of all), then its report with links to the new courses. */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const { stored, total } = status.progress;
  if (status.state === "failed") {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
        {status.error ?? "The import failed."} Nothing was imported.
      </p>
    );
  }
  if (status.state !== "completed" || !status.report) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          {total ? `Stored ${stored.toLocaleString()} of ${plural(total, NOUNS.card)}…` : "Reading the file…"}
        </p>
        <progress
          aria-label="Import progress"
          className="h-2 w-full"
          max={Math.max(total, 1)}
          value={total ? stored : undefined}
        />
      </div>
    );
  }
  const { report } = status;
  return (
    <section aria-labelledby="import-report-title" className="space-y-3">
      <h2 id="import-report-title" role="status" className="text-lg font-semibold">
        Import complete
      </h2>
      <p className="text-sm text-slate-700">
        {plural(report.cards, NOUNS.card)} · {plural(report.reviews, NOUNS.review)} ·{" "}
        {plural(report.media, NOUNS.mediaFile)}
      </p>
      <ul className="list-disc pl-5 text-sm">
        {report.courses.map((c) => (
          <li key={c.id}>
            <Link to={paths.course(c.id)} className="text-brand-600 underline">
              {c.name}
            </Link>{" "}
            ({plural(c.cards, NOUNS.card)})
          </li>
        ))}
      </ul>
      <ImportNotes skipped={report.skipped} adjusted={report.adjusted} skippedTitle="Skipped" />
    </section>
  );
}
