import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useAnalyticsText } from "../i18n";

/** requirements C2: 'No Data Yet' with a 'Start Studying' button to /session/start. */
export function EmptyState() {
  const { t } = useAnalyticsText();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <BarChart3 aria-hidden className="h-10 w-10 text-slate-500" />
      <h2 className="text-xl font-semibold text-slate-900">{t("empty.title")}</h2>
      <p className="text-slate-600">{t("empty.body")}</p>
      <Link
        to={paths.sessionStart}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t("empty.start")}
      </Link>
    </section>
  );
}
