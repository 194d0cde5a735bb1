import type { SyllabusSubtopic } from "@recall/shared";
import { Panel } from "../../../components/ui/card";
import { useSyllabusText } from "../i18n";
import { DifficultyBadge } from "./difficulty-badge";
import { SubtopicStatusIcon } from "./subtopic-status-icon";

/** 'All Subtopics (n)' (requirements C2): every subtopic with its status icon and card count. */
export function SubtopicList({ subtopics }: { subtopics: SyllabusSubtopic[] }) {
  const { t } = useSyllabusText();
  return (
    <Panel className="space-y-3">
      <h2 className="text-lg font-semibold">{t("subtopics.heading", { count: subtopics.length })}</h2>
      <ul aria-label={t("subtopics.list")} className="divide-y divide-slate-100">
        {subtopics.map((s) => (
          <li key={s.name} aria-label={s.name} className="flex items-start gap-3 py-2">
            <SubtopicStatusIcon subtopic={s} />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{s.name}</p>
              {s.lastShortfall ? <p className="text-xs text-amber-700">{s.lastShortfall}</p> : null}
            </div>
            <DifficultyBadge difficulty={s.difficulty} />
            <span className="shrink-0 text-sm text-slate-600">
              {t("subtopics.cardsOfPlanned", { done: s.cardCount, count: s.plannedCards })}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
