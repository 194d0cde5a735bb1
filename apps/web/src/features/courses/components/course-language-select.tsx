import { CARD_LANGUAGES, type Course } from "@recall/shared";
import { useId } from "react";
import { toast } from "sonner";
import { useUpdateCourse } from "../api/courses";
import { useCoursesText } from "../i18n";

/**
 * The owner's choice of the language the course's cards are written in: study reads them aloud
 * with a voice for it. "The app's language" (no value) reads them in the learner's interface language.
 */
export function CourseLanguageSelect({ course }: { course: Course }) {
  const { t } = useCoursesText();
  const id = useId();
  const update = useUpdateCourse();
  const change = (value: string) =>
    update.mutate(
      {
        id: course.id,
        body: { config: { language: value === "" ? null : (value as Course["config"]["language"]) } },
      },
      {
        onSuccess: () => toast.success(t("language.updated")),
        onError: () => toast.error(t("language.updateFailed")),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <label htmlFor={id}>{t("language.label")}</label>
      <select
        id={id}
        value={course.config.language ?? ""}
        disabled={update.isPending}
        onChange={(e) => change(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-800"
      >
        <option value="">{t("language.appLanguage")}</option>
        {CARD_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.native === l.name ? l.name : `${l.native} (${l.name})`}
          </option>
        ))}
      </select>
      <span className="text-slate-500">{t("language.readAloud")}</span>
    </div>
  );
}
