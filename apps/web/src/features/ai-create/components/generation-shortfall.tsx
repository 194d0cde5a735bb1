import { TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-client";
import { GENERATE_FAILED, type GeneratedCourse, useGenerateRest } from "../hooks/use-course-generation";
import { useAiCreateText } from "../i18n";
import { formatCost } from "../lib/format";
import { ActionLink } from "./action-link";
import { GenerationProgress } from "./generation-progress";

export interface GenerationShortfallProps {
  /** A finished generation with a shortfall. */
  result: GeneratedCourse;
  /** The follow-up finished: its result (complete, or short again) replaces this one. */
  onCompleted(result: GeneratedCourse): void;
}

/**
 * A course that fell short of its plan: exactly what was generated ("22 of 24 cards were generated"),
 * that the course keeps them and can be studied, and "Generate the remaining N cards" while that is
 * possible (docs/decisions/ai-jobs.md "Shortfall").
 */
export function GenerationShortfall({ result, onCompleted }: GenerationShortfallProps) {
  const { t } = useAiCreateText();
  const rest = useGenerateRest();
  const shortfall = result.shortfall!;
  const missing = shortfall.missingCards;

  if (rest.isPending) {
    return (
      <GenerationProgress
        title={t("shortfall.generatingRest")}
        subject={result.course.name}
        cardCount={missing}
        progress={rest.progress}
      />
    );
  }
  const generateRest = () =>
    rest.mutate(result.jobId, {
      onSuccess: onCompleted,
      onError: (err) => toast.error(errorMessage(err, GENERATE_FAILED)),
    });

  return (
    <Panel className="space-y-4" role="status">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-amber-100 p-2 text-amber-700">
          <TriangleAlert aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold">{t("shortfall.title")}</h2>
          <p className="break-words font-medium text-slate-900">{result.course.name}</p>
          <p className="text-sm text-slate-700">{shortfall.message}</p>
          <p className="text-sm text-slate-600">
            {t("shortfall.keeps", { count: result.course.cardCount, cost: formatCost(result.totalCost) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {result.canGenerateRest ? (
          <Button onClick={generateRest}>{t("shortfall.generateRest", { count: missing })}</Button>
        ) : null}
        <ActionLink to={paths.course(result.course.id)}>{t("shortfall.open")}</ActionLink>
      </div>
    </Panel>
  );
}
