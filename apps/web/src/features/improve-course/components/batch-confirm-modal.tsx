import { NOUNS, plural } from "@recall/shared";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
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
  return (
    <Modal
      open={open}
      title={`Generate MCQ options for ${plural(count, NOUNS.card)}?`}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            Start
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p className="rounded-lg bg-amber-50 p-3 text-amber-800">
          This uses AI credits: one AI request per card, charged to your monthly AI budget.
        </p>
        <p>{settingsSummary(settings)}</p>
        <p>You can cancel the run at any time; leaving this page stops it too.</p>
      </div>
    </Modal>
  );
}
