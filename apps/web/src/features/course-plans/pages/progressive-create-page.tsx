import { type CoursePlan, PLAN_MESSAGES } from "@recall/shared";
import { ArrowLeft, Layers } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { translateMessage } from "../../../lib/translate-message";
import { useAuthStore } from "../../../stores/auth-store";
import { GuidelinesStep, useAiStatus } from "../../ai-create";
import { useAutoGenerate, useCoursePlan } from "../api/plan-queries";
import { PlanDetailsEditor } from "../components/plan-details-editor";
import { PlanForm } from "../components/plan-form";
import { PlanInfoBox } from "../components/plan-info-box";
import { PlanList } from "../components/plan-list";
import { SubtopicList } from "../components/subtopic-list";
import { usePlanText } from "../i18n";
import { planErrorMessage } from "../lib/plan-errors";

/**
 * /courses/create/progressive (requirements C2): Step 1 Course Details (the form), Step 2 Review Plan (the AI's
 * plan, editable), then Start Generation: auto-generate on, and on to /course-plan/{planId}.
 */
export function ProgressiveCreatePage() {
  const { t } = usePlanText();
  useDocumentTitle(t("create.title"));
  const status = useAiStatus();
  const accepted = useAuthStore((s) => s.user?.guidelinesAccepted === true);
  const [planId, setPlanId] = useState<string | null>(null);
  const aiReason =
    status.data && !status.data.configured ? (status.data.message ?? t("planPage.notConfigured")) : null;

  const created = (plan: CoursePlan) => {
    toast.success(translateMessage(PLAN_MESSAGES.created));
    setPlanId(plan.id);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 pb-16">
      <Link
        to={paths.courseCreate}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("create.back")}
      </Link>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Layers aria-hidden className="h-6 w-6 text-brand-600" />
          {t("create.title")}
        </h1>
        <p className="text-slate-600">{t("create.intro")}</p>
      </div>
      <PlanInfoBox />
      {status.isPending ? (
        <Spinner label={t("create.checking")} />
      ) : !accepted && !aiReason ? (
        <GuidelinesStep />
      ) : planId ? (
        <ReviewStep planId={planId} aiReason={aiReason} onBack={() => setPlanId(null)} />
      ) : (
        <Panel>
          <PlanForm onCreated={created} disabledReason={aiReason} />
        </Panel>
      )}
      {planId ? null : <PlanList />}
    </div>
  );
}

/** Step 2, Review Plan: the plan as created, editable, and the start of generation. */
function ReviewStep({
  planId,
  aiReason,
  onBack,
}: {
  planId: string;
  aiReason: string | null;
  onBack: () => void;
}) {
  const { t } = usePlanText();
  const plan = useCoursePlan(planId);
  const auto = useAutoGenerate(planId);
  const navigate = useNavigate();
  if (plan.isPending) return <Spinner label={t("create.loadingPlan")} />;
  if (plan.isError) return <p role="alert">{translateMessage(PLAN_MESSAGES.loadFailed)}</p>;
  const p = plan.data;
  const start = () =>
    auto.mutate(true, {
      onSuccess: () => navigate(paths.coursePlan(planId)),
      onError: (err) => toast.error(planErrorMessage(err, PLAN_MESSAGES.subtopicFailed)),
    });
  return (
    <Panel className="space-y-5">
      <h2 className="text-lg font-semibold">{t("create.step2")}</h2>
      <PlanDetailsEditor plan={p} />
      <p className="text-sm text-slate-600">
        {t("create.summary", {
          subtopics: t("form.subtopicCount", { count: p.totalSubtopics }),
          cards: t("create.cardCount", { count: p.targetCardCount }),
          duration: p.estimatedDuration,
          cost: p.totalCost.toFixed(4),
        })}
      </p>
      <SubtopicList plan={p} />
      {aiReason ? <p className="text-sm text-amber-800">{aiReason}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={start} disabled={auto.isPending || aiReason !== null}>
          {auto.isPending ? t("create.starting") : t("create.start")}
        </Button>
        <Link
          to={paths.coursePlan(planId)}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800"
        >
          {t("create.openWithout")}
        </Link>
        <Button variant="ghost" onClick={onBack}>
          {t("create.another")}
        </Button>
      </div>
    </Panel>
  );
}

export default ProgressiveCreatePage;
