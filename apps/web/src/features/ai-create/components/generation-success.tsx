import { PartyPopper } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import type { GeneratedCourse } from "../hooks/use-course-generation";
import { useAiCreateText } from "../i18n";
import { formatCost } from "../lib/format";
import { REDIRECT_AFTER_MS } from "../lib/limits";
import { GenerationShortfall } from "./generation-shortfall";

/**
 * The generated course, its size and cost; the app opens it after 2 seconds (requirements C2, C9). A course
 * that fell short of its plan stays on screen instead, saying what is missing, until the user opens it
 * or generates the rest (docs/decisions/ai-jobs.md "Shortfall").
 */
export function GenerationSuccess({ result }: { result: GeneratedCourse }) {
  const [current, setCurrent] = useState(result);
  if (current.shortfall) return <GenerationShortfall result={current} onCompleted={setCurrent} />;
  return <CourseCreated result={current} />;
}

function CourseCreated({ result }: { result: GeneratedCourse }) {
  const { t } = useAiCreateText();
  const navigate = useNavigate();
  const { course, totalCost } = result;

  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.course(course.id)), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [course.id, navigate]);

  return (
    <Panel className="space-y-3 text-center" role="status">
      <PartyPopper aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
      <h2 className="text-xl font-semibold">{t("success.title")}</h2>
      <p className="break-words text-lg font-medium text-slate-900">{course.name}</p>
      <p className="text-sm text-slate-600">
        {t("success.summary", { count: course.cardCount, cost: formatCost(totalCost) })}
      </p>
      <p className="text-sm text-slate-500">
        {t("success.opening")}{" "}
        <Link to={paths.course(course.id)} className="font-medium text-brand-700 underline">
          {t("success.openNow")}
        </Link>
      </p>
    </Panel>
  );
}
