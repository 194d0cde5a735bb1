import { SYLLABUS_MESSAGES } from "@recall/shared";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ApiError } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { useCoverageReport, useNextSubtopics } from "../api/syllabus-queries";
import { CoverageSummary } from "../components/coverage-summary";
import { ReadyToGenerate } from "../components/ready-to-generate";
import { SubtopicList } from "../components/subtopic-list";
import { SyllabusNav } from "../components/syllabus-nav";
import { useSyllabusText } from "../i18n";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** /syllabus/{indexId} (requirements C2 Syllabus detail): the coverage report, the next batch and every subtopic. */
export function SyllabusDetailPage() {
  const { t } = useSyllabusText();
  const { indexId } = useParams();
  const id = indexId && UUID.test(indexId) ? indexId : undefined;
  const report = useCoverageReport(id);
  const next = useNextSubtopics(id, { poll: report.data?.subtopics.some((s) => s.generating) ?? false });
  useDocumentTitle(report.data ? report.data.mainTopic : t("detail.title"));

  if (!id || (report.isError && isMissing(report.error))) return <SyllabusNotFound />;
  if (report.isPending) return <Spinner label={t("detail.loading")} />;
  if (report.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl p-6 text-red-700">
        {t("detail.failed")}{" "}
        <button type="button" className="underline" onClick={() => report.refetch()}>
          {t("detail.tryAgain")}
        </button>
      </p>
    );
  }

  const data = report.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-16">
      <SyllabusNav current="detail" />
      <div className="space-y-1">
        <Link
          to={paths.syllabi}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t("detail.allSyllabi")}
        </Link>
        <h1 className="text-2xl font-bold break-words">{data.mainTopic}</h1>
        {data.description ? <p className="text-slate-600">{data.description}</p> : null}
        <Link to={paths.course(data.courseId)} className="text-sm text-brand-700 underline">
          {t("detail.openCourse")}
        </Link>
      </div>
      <CoverageSummary report={data} />
      {next.isPending ? (
        <Spinner label={t("detail.loadingNext")} />
      ) : (
        <ReadyToGenerate indexId={data.id} next={next.data ?? []} />
      )}
      <SubtopicList subtopics={data.subtopics} />
    </div>
  );
}

function SyllabusNotFound() {
  const { t } = useSyllabusText();
  return (
    <Panel className="mx-auto max-w-xl space-y-3 text-center">
      <h1 className="text-xl font-semibold">{translateMessage(SYLLABUS_MESSAGES.notFound)}</h1>
      <Link to={paths.syllabi} className="inline-flex items-center gap-1 text-brand-700 underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("detail.backToSyllabi")}
      </Link>
    </Panel>
  );
}

export default SyllabusDetailPage;
