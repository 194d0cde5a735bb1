import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../lib/api-client";
import { downloadBlob } from "../../../courses";
import { downloadDataExport, useDataExport, useStartDataExport } from "../../api/data-export";
import { useSettingsText } from "../../i18n";
import { AccountSection } from "./account-section";

/** The zip's name: the day the export was made, like the server's Content-Disposition. */
export const exportFileName = (createdAt: string) => `recall-data-${createdAt.slice(0, 10)}.zip`;

/**
 * Export my data: one zip of every course (.apkg and JSON), collections, sessions, memory and settings.
 * A job builds it; the section shows its progress, then a Download button.
 */
export function DataExportSection() {
  const { t } = useSettingsText();
  const [id, setId] = useState<string | null>(null);
  const start = useStartDataExport();
  const status = useDataExport(id);
  const [downloading, setDownloading] = useState(false);
  const data = status.data ?? start.data;
  const busy = start.isPending || data?.state === "queued" || data?.state === "running";

  async function download() {
    if (!data) return;
    setDownloading(true);
    try {
      downloadBlob(await downloadDataExport(data.id), exportFileName(data.createdAt));
    } catch (err) {
      toast.error(errorMessage(err, t("account.export.downloadFailed")));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AccountSection title={t("account.export.title")} description={t("account.export.description")}>
      {busy && data ? (
        <p role="status" className="text-sm text-slate-700">
          {t("account.export.progress", { done: data.progress.done, count: data.progress.total })}
        </p>
      ) : null}
      {data?.state === "failed" ? (
        <p role="alert" className="text-sm text-red-600">
          {data.error ?? t("account.export.failed")}
        </p>
      ) : null}
      {start.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(start.error, t("account.export.startFailed"))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => start.mutate(undefined, { onSuccess: (started) => setId(started.id) })}
        >
          {t("account.export.title")}
        </Button>
        {data?.state === "completed" ? (
          <Button disabled={downloading} onClick={() => void download()}>
            {t("account.export.download")}
          </Button>
        ) : null}
      </div>
    </AccountSection>
  );
}
