import type { Course } from "@recall/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import type { TransferMode } from "../api/course-cards";
import { useCoursesText } from "../i18n";

interface MoveCopyDialogProps {
  count: number;
  /** The user's other courses (never the current one). */
  targets: Course[];
  pending: TransferMode | null;
  onSubmit: (mode: TransferMode, targetCourseId: string) => void;
  onClose: () => void;
}

/** Chooses a target course, then moves or copies the selected cards there. */
export function MoveCopyDialog({ count, targets, pending, onSubmit, onClose }: MoveCopyDialogProps) {
  const { t } = useCoursesText();
  const [target, setTarget] = useState("");
  const busy = pending !== null;
  return (
    <Modal
      open
      title={t("moveCopy.title", { count })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("moveCopy.cancel")}
          </Button>
          <Button variant="secondary" onClick={() => onSubmit("copy", target)} disabled={!target || busy}>
            {pending === "copy" ? t("moveCopy.copying") : t("moveCopy.copy")}
          </Button>
          <Button onClick={() => onSubmit("move", target)} disabled={!target || busy}>
            {pending === "move" ? t("moveCopy.moving") : t("moveCopy.move")}
          </Button>
        </>
      }
    >
      {targets.length === 0 ? (
        <p className="text-sm text-slate-600">{t("moveCopy.noTargets")}</p>
      ) : (
        <Field label={t("moveCopy.target")}>
          {(id) => (
            <Select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t("moveCopy.chooseCourse")}</option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {t("moveCopy.targetOption", { name: c.name, count: c.cardCount })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </Modal>
  );
}
