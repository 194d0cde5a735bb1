import type { SyllabusSubtopic } from "@recall/shared";
import { Circle, CircleCheck, CircleDashed, LoaderCircle } from "lucide-react";
import { useSyllabusText } from "../i18n";

/** The status icon of a subtopic (requirements C2: completed, in_progress, other), with its name for screen readers. */
export function SubtopicStatusIcon({ subtopic }: { subtopic: SyllabusSubtopic }) {
  const { t } = useSyllabusText();
  if (subtopic.generating) {
    return (
      <LoaderCircle
        role="img"
        aria-label={t("status.generating")}
        className="h-5 w-5 animate-spin text-brand-600"
      />
    );
  }
  const label = t(`status.${subtopic.status}`);
  switch (subtopic.status) {
    case "completed":
      return <CircleCheck role="img" aria-label={label} className="h-5 w-5 text-emerald-600" />;
    case "in_progress":
      return <CircleDashed role="img" aria-label={label} className="h-5 w-5 text-amber-600" />;
    default:
      return <Circle role="img" aria-label={label} className="h-5 w-5 text-slate-500" />;
  }
}
