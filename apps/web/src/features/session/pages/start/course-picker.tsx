import type { Course } from "@recall/shared";
import { Badge } from "../../../../components/ui/badge";
import { useSessionText } from "../../i18n";

export interface CoursePickerProps {
  courses: readonly Course[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (all: boolean) => void;
}

/** Checkboxes over the studyable courses, with Select all; courses of other users carry a "Shared" badge. */
export function CoursePicker({ courses, selected, onToggle, onToggleAll }: CoursePickerProps) {
  const { t } = useSessionText();
  const allSelected = courses.length > 0 && courses.every((c) => selected.has(c.id));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-slate-900">{t("start.courses")}</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(e) => onToggleAll(e.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        {t("start.selectAll")}
      </label>
      <ul className="grid gap-2 sm:grid-cols-2">
        {courses.map((course) => (
          <li key={course.id}>
            <label className="flex h-full cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                checked={selected.has(course.id)}
                onChange={() => onToggle(course.id)}
                className="mt-1 h-4 w-4 accent-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{course.name}</span>
                  {course.isOwner ? null : <Badge tone="amber">{t("start.shared")}</Badge>}
                </span>
                <span className="block text-sm text-slate-500">
                  {t("start.cards", { count: course.cardCount })}
                  {course.isOwner || !course.ownerName ? "" : t("start.byOwner", { owner: course.ownerName })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
