import { PLAN_MESSAGES } from "@recall/shared";
import { ArrowLeft, BookOpen } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { translateMessage } from "../../../lib/translate-message";
import { useAiStatus } from "../../ai-create";
import { useCoursePlan } from "../api/plan-queries";
import { PlanControls } from "../components/plan-controls";
import { PlanDetailsEditor } from "../components/plan-details-editor";
import { PlanProgress } from "../components/plan-progress";
import { SubtopicList } from "../components/subtopic-list";
import { usePlanText } from "../i18n";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /course-plan/{planId} (requirements C2 Course plan page): progress, the subtopics, Generate Next and
 * 'Auto-generate all remaining', editing; polled every 5 s while generating. A plan that cannot be loaded
 * shows 'Failed to load course plan' with Go Back and Back to Courses.
 */
export function CoursePlanPage() {
  const { t } = usePlanText();
  const { planId } = useParams();
  const id = planId && UUID.test(planId) ? planId : undefined;
  const plan = useCoursePlan(id);
  const status = useAiStatus();
  const navigate = useNavigate();
  useDocumentTitle(plan.data ? t("planPage.titleOf", { name: plan.data.courseName }) : t("planPage.title"));

  if (!id || plan.isError) {
    return (
      <Panel className="mx-auto max-w-xl space-y-4 text-center">
        <p role="alert" className="text-lg font-semibold text-red-700">
          {translateMessage(PLAN_MESSAGES.loadFailed)}
        </p>
        <div className="flex justify-center gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t("planPage.goBack")}
          </Button>
          <Link
            to={paths.courses}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white"
          >
            {t("planPage.backToCourses")}
          </Link>
        </div>
      </Panel>
    );
  }
  if (plan.isPending) return <Spinner label={t("planPage.loading")} />;

  const aiReason =
    status.data && !status.data.configured ? (status.data.message ?? t("planPage.notConfigured")) : null;
  const p = plan.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 pb-16">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("planPage.back")}
      </Link>
      <PlanDetailsEditor plan={p} />
      <Panel className="space-y-5">
        <PlanProgress plan={p} />
        <PlanControls plan={p} aiReason={aiReason} />
        {p.courseId ? (
          <Link
            to={paths.course(p.courseId)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <BookOpen aria-hidden className="h-4 w-4" />{" "}
            {t("planPage.openCourse", { count: p.totalCardsGenerated })}
          </Link>
        ) : null}
      </Panel>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("planPage.subtopics", { count: p.totalSubtopics })}</h2>
        <SubtopicList plan={p} />
      </section>
    </div>
  );
}

export default CoursePlanPage;
