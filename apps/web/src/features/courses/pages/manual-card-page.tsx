import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ManualCardFormView } from "../components/manual-card-form";

/** /courses/manual-card: write one card by hand. */
export function ManualCardPage() {
  useDocumentTitle("Add Manual Card");
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back
      </Link>
      <div>
        <h1 className="text-2xl font-bold">Add Manual Card</h1>
        <p className="text-slate-600">Write a card yourself. Fields marked * are required.</p>
      </div>
      <Panel>
        <ManualCardFormView />
      </Panel>
    </div>
  );
}

export default ManualCardPage;
