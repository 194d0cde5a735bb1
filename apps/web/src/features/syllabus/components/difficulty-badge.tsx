import type { KnowledgeLevel } from "@recall/shared";
import { clsx } from "clsx";
import { useSyllabusText } from "../i18n";

const TONE: Record<KnowledgeLevel, string> = {
  beginner: "bg-emerald-50 text-emerald-700",
  intermediate: "bg-amber-50 text-amber-700",
  advanced: "bg-red-50 text-red-700",
};

export function DifficultyBadge({ difficulty }: { difficulty: KnowledgeLevel }) {
  const { t } = useSyllabusText();
  return (
    <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium capitalize", TONE[difficulty])}>
      {t(`difficulty.${difficulty}`)}
    </span>
  );
}
