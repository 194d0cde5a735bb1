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

/** /syllabus (requirements C2 Syllabus list): the header nav, 'Create Syllabus', and the user's structured syllabi. */
export function SyllabusListPage() {
  useDocumentTitle("Syllabus");
  const syllabi = useSyllabi();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto max-w-5xl space-y-6 pb-16">
      <SyllabusNav current="list" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Syllabus</h1>
          <p className="text-sm text-slate-600">
            Structure a topic into subtopics and generate its cards batch by batch.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="h-4 w-4" /> Create Syllabus
        </Button>
      </div>
      {syllabi.isPending ? (
        <Spinner label="Loading syllabi..." />
      ) : syllabi.isError ? (
        <p role="alert" className="text-red-700">
          Could not load your syllabi.{" "}
          <button type="button" className="underline" onClick={() => syllabi.refetch()}>
            Try again
          </button>
        </p>
      ) : syllabi.data.length === 0 ? (
        <Panel className="text-center">
          <p className="font-medium text-slate-800">No syllabi yet</p>
          <p className="text-sm text-slate-600">Create one to plan structured coverage of a topic.</p>
        </Panel>
      ) : (
        <ul aria-label="Syllabi" className="grid gap-4 sm:grid-cols-2">
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
