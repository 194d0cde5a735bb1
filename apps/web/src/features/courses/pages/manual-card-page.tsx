import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ManualCardFormView } from "../components/manual-card-form";
import { useCoursesText } from "../i18n";

/** /courses/manual-card: write one card by hand. */
export function ManualCardPage() {
  const { t } = useCoursesText();
  useDocumentTitle(t("manualCard.pageTitle"));
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("manualCard.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t("manualCard.pageTitle")}</h1>
        <p className="text-slate-600">{t("manualCard.intro")}</p>
      </div>
      <Panel>
        <ManualCardFormView />
      </Panel>
    </div>
  );
}

export default ManualCardPage;
