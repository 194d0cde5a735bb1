import { type Course, NOUNS, plural } from "@recall/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import type { TransferMode } from "../api/course-cards";

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
  const [target, setTarget] = useState("");
  const busy = pending !== null;
  return (
    <Modal
      open
      title={`Move or copy ${plural(count, NOUNS.card)}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={() => onSubmit("copy", target)} disabled={!target || busy}>
            {pending === "copy" ? "Copying..." : "Copy"}
          </Button>
          <Button onClick={() => onSubmit("move", target)} disabled={!target || busy}>
            {pending === "move" ? "Moving..." : "Move"}
          </Button>
        </>
      }
    >
      {targets.length === 0 ? (
        <p className="text-sm text-slate-600">
          You have no other course to move or copy cards to. Upload or create one first.
        </p>
      ) : (
        <Field label="Target course">
          {(id) => (
            <Select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Choose a course…</option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({plural(c.cardCount, NOUNS.card)})
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </Modal>
  );
}
