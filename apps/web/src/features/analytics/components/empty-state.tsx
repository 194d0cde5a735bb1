import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** requirements C2: 'No Data Yet' with a 'Start Studying' button to /session/start. */
export function EmptyState() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <BarChart3 aria-hidden className="h-10 w-10 text-slate-500" />
      <h2 className="text-xl font-semibold text-slate-900">No Data Yet</h2>
      <p className="text-slate-600">
        Complete a study session and your progress, mastery and memory show up here.
      </p>
      <Link
        to={paths.sessionStart}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Start Studying
      </Link>
    </section>
  );
}
