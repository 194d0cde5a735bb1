import type { GenerationJob } from "@recall/shared";
import { Loader2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useCourseGenerationJob } from "../api/ai-queries";
import { courseProgress, GENERATE_FAILED, useGenerateRest } from "../hooks/use-course-generation";
import { useAiCreateText } from "../i18n";

/**
 * On the owner's AI course: the generation that fell short ("22 of 24 cards were generated") with
 * "Generate the remaining N cards", or the follow-up while it runs (docs/decisions/ai-jobs.md "Shortfall").
 * Renders nothing for a complete course.
 */
export function CourseShortfallBanner({ courseId }: { courseId: string }) {
  const { t } = useAiCreateText();
  const job = useCourseGenerationJob(courseId);
  const rest = useGenerateRest();
  const current = job.data;
  if (!current) return null;
  const restOf = (parent: GenerationJob) =>
    rest.mutate(parent.id, { onError: (err) => toast.error(errorMessage(err, GENERATE_FAILED)) });

  if (rest.isPending || current.status === "queued" || current.status === "running") {
    const progress = rest.isPending ? rest.progress : courseProgress(current);
    return (
      <Banner>
        <Loader2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-600" />
        <p className="text-sm text-slate-700">
          {t("shortfall.generatingRest")}
          {progress
            ? t("shortfall.progress", { done: progress.cardsCreated, count: progress.plannedCards })
            : ""}
        </p>
      </Banner>
    );
  }
  if (current.status !== "completed" || !current.shortfall) return null;
  return <ShortfallNotice job={current} onRest={() => restOf(current)} />;
}

function ShortfallNotice({ job, onRest }: { job: GenerationJob; onRest(): void }) {
  const { t } = useAiCreateText();
  const missing = job.shortfall!.missingCards;
  return (
    <Banner>
      <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
      <div className="flex flex-1 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-800">{job.shortfall!.message}</p>
        {job.canGenerateRest ? (
          <Button size="sm" onClick={onRest}>
            {t("shortfall.generateRest", { count: missing })}
          </Button>
        ) : null}
      </div>
    </Banner>
  );
}

function Banner({ children }: { children: ReactNode }) {
  const { t } = useAiCreateText();
  return (
    <section
      aria-label={t("shortfall.region")}
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      {children}
    </section>
  );
}
