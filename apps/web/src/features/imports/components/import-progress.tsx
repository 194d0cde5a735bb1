import type { ImportStatus } from "@recall/shared";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useImportsText } from "../i18n";
import { ImportNotes } from "./import-notes";

/** The job's progress (cards stored of all), then its report with links to the new courses. */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const { t } = useImportsText();
  const { stored, total } = status.progress;
  if (status.state === "failed") {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
        {t("progress.nothingImported", { error: status.error ?? t("progress.failed") })}
      </p>
    );
  }
  if (status.state !== "completed" || !status.report) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          {total ? t("progress.stored", { stored, count: total }) : t("progress.reading")}
        </p>
        <progress
          aria-label={t("progress.bar")}
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
        {t("progress.complete")}
      </h2>
      <p className="text-sm text-slate-700">
        {t("count.cards", { count: report.cards })} · {t("count.reviews", { count: report.reviews })} ·{" "}
        {t("count.media", { count: report.media })}
      </p>
      <ul className="list-disc pl-5 text-sm">
        {report.courses.map((c) => (
          <li key={c.id}>
            <Link to={paths.course(c.id)} className="text-brand-600 underline">
              {c.name}
            </Link>{" "}
            ({t("count.cards", { count: c.cards })})
          </li>
        ))}
      </ul>
      <ImportNotes skipped={report.skipped} adjusted={report.adjusted} skippedTitle={t("progress.skipped")} />
    </section>
  );
}
