import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useCoursePlans } from "../api/plan-queries";
import { usePlanText } from "../i18n";

/** The user's course plans (GET /ai-content/course-plans, cached 30 s), each linking to its plan page. */
export function PlanList() {
  const { t } = usePlanText();
  const plans = useCoursePlans();
  if (!plans.data || plans.data.length === 0) return null;
  return (
    <section aria-labelledby="your-plans" className="space-y-2">
      <h2 id="your-plans" className="text-lg font-semibold">
        {t("list.title")}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {plans.data.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link to={paths.coursePlan(p.id)} className="font-medium text-brand-700 hover:underline">
              {p.courseName}
            </Link>
            <span className="text-slate-600">
              {t("list.subtopics", { done: p.completedSubtopics, count: p.totalSubtopics })} ·{" "}
              {t("list.cards", { done: p.totalCardsGenerated, count: p.targetCardCount })} ·{" "}
              {p.progress.percentComplete}%
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
