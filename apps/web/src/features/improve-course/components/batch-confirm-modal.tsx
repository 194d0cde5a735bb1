import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useImproveText } from "../i18n";
import { type BatchSettings, settingsSummary } from "../lib/batch-settings";

interface BatchConfirmModalProps {
  open: boolean;
  count: number;
  settings: BatchSettings;
  onCancel(): void;
  onConfirm(): void;
}

/** The confirmation of a batch run: it warns that AI credits are used (requirements C4). */
export function BatchConfirmModal({ open, count, settings, onCancel, onConfirm }: BatchConfirmModalProps) {
  const { t } = useImproveText();
  return (
    <Modal
      open={open}
      title={t("confirm.title", { count })}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("confirm.cancel")}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t("confirm.start")}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p className="rounded-lg bg-amber-50 p-3 text-amber-800">{t("confirm.credits")}</p>
        <p>{settingsSummary(settings)}</p>
        <p>{t("confirm.cancelAnyTime")}</p>
      </div>
    </Modal>
  );
}
