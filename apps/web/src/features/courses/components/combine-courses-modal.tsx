import type { Course } from "@recall/shared";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

/**
 * Opened by 'Combine N Courses'. Merging starts with an AI analysis (duplicates, a suggested name),
 * which is not built yet, so the dialog lists the choice and says plainly what is missing.
 */
export function CombineCoursesModal({ courses, onClose }: { courses: Course[]; onClose: () => void }) {
  return (
    <Modal
      open
      title={`Combine ${courses.length} Courses`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="text-sm text-slate-600">Selected courses:</p>
      <ul className="mt-2 space-y-1 text-sm">
        {courses.map((c) => (
          <li key={c.id} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
            <span className="font-medium">{c.name}</span>
            <span className="text-slate-500">{c.cardCount} cards</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Merging starts with an AI analysis that finds duplicate cards and suggests a name and description. The
        merge itself is not available in this version yet.
      </p>
    </Modal>
  );
}
