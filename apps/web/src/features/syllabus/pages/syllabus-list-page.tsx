import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSyllabi } from "../api/syllabus-queries";
import { CreateSyllabusDialog } from "../components/create-syllabus-dialog";
import { SyllabusCard } from "../components/syllabus-card";
import { SyllabusNav } from "../components/syllabus-nav";
import { useSyllabusText } from "../i18n";

/** /syllabus (requirements C2 Syllabus list): the header nav, 'Create Syllabus', and the user's structured syllabi. */
export function SyllabusListPage() {
  const { t } = useSyllabusText();
  useDocumentTitle(t("list.title"));
  const syllabi = useSyllabi();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto max-w-5xl space-y-6 pb-16">
      <SyllabusNav current="list" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("list.title")}</h1>
          <p className="text-sm text-slate-600">{t("list.intro")}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="h-4 w-4" /> {t("list.create")}
        </Button>
      </div>
      {syllabi.isPending ? (
        <Spinner label={t("list.loading")} />
      ) : syllabi.isError ? (
        <p role="alert" className="text-red-700">
          {t("list.failed")}{" "}
          <button type="button" className="underline" onClick={() => syllabi.refetch()}>
            {t("list.tryAgain")}
          </button>
        </p>
      ) : syllabi.data.length === 0 ? (
        <Panel className="text-center">
          <p className="font-medium text-slate-800">{t("list.emptyTitle")}</p>
          <p className="text-sm text-slate-600">{t("list.emptyBody")}</p>
        </Panel>
      ) : (
        <ul aria-label={t("list.label")} className="grid gap-4 sm:grid-cols-2">
          {syllabi.data.map((s) => (
            <SyllabusCard key={s.id} syllabus={s} />
          ))}
        </ul>
      )}
      {creating ? <CreateSyllabusDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

export default SyllabusListPage;
