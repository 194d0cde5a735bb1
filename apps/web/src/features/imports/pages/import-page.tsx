import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportUploadResponse } from "@recall/shared";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { useImportStatus, useStartImport, useUploadImport } from "../api/imports-api";
import { FileDropZone } from "../components/file-drop-zone";
import { ImportPreview } from "../components/import-preview";
import { ImportProgress } from "../components/import-progress";
import { importsText, useImportsText } from "../i18n";

type Uploaded = ImportUploadResponse["data"];

/** What a refused upload says: the server's message, and the limit for a 413 whoever answered it. */
function uploadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 413) return translateMessage(IMPORT_MESSAGES.fileTooLarge);
  return errorMessage(err, importsText("page.uploadFailed"));
}

/** A refusal the browser can give before sending anything. */
function localProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_LIMITS.extensions.some((ext) => name.endsWith(ext)))
    return translateMessage(IMPORT_MESSAGES.fileType);
  if (file.size > IMPORT_LIMITS.maxFileBytes) return translateMessage(IMPORT_MESSAGES.fileTooLarge);
  if (file.size === 0) return translateMessage(IMPORT_MESSAGES.empty);
  return null;
}

/** /courses/import: drop a file, check the preview, start, follow the progress, read the report. */
export function ImportPage() {
  const { t } = useImportsText();
  useDocumentTitle(t("page.title"));
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImport();
  const id = uploaded?.import.id ?? null;
  const start = useStartImport(id);
  const status = useImportStatus(id, start.isSuccess);

  const choose = (file: File) => {
    setUploaded(null);
    start.reset();
    const local = localProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, {
      onSuccess: setUploaded,
      onError: (err) => setProblem(uploadError(err)),
    });
  };

  const current = status.data ?? start.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("page.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t("page.title")}</h1>
        <p className="text-slate-600">{t("page.intro")}</p>
      </div>
      <Panel className="space-y-4">
        {!start.isSuccess ? <FileDropZone disabled={upload.isPending} onFile={choose} /> : null}
        {upload.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> {t("page.reading")}
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {uploaded && !start.isSuccess ? (
          <ImportPreview
            key={uploaded.import.id}
            preview={uploaded.preview}
            defaultCourseName={uploaded.import.filename.replace(/\.[^.]+$/, "")}
            starting={start.isPending}
            startError={start.isError ? errorMessage(start.error, t("page.startFailed")) : null}
            onStart={(body) => start.mutate(body)}
          />
        ) : null}
        {current && start.isSuccess ? <ImportProgress status={current} /> : null}
      </Panel>
    </div>
  );
}

export default ImportPage;
