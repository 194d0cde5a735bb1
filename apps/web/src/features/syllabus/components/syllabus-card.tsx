import type { SyllabusSummary } from "@recall/shared";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useSyllabusText } from "../i18n";
import { ProgressBar } from "./progress-bar";

/** One syllabus of the list: main topic, description and progress (subtopics completed over total, requirements C4). */
export function SyllabusCard({ syllabus }: { syllabus: SyllabusSummary }) {
  const { t } = useSyllabusText();
  const { totalSubtopics, completedSubtopics } = syllabus.syllabus;
  const percent = totalSubtopics ? Math.floor((completedSubtopics / totalSubtopics) * 100) : 0;
  return (
    <li aria-label={syllabus.mainTopic}>
      <Link
        to={paths.syllabus(syllabus.id)}
        className="block space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow"
      >
        <h2 className="font-semibold break-words text-slate-900">{syllabus.mainTopic}</h2>
        {syllabus.description ? (
          <p className="line-clamp-3 text-sm break-words text-slate-600">{syllabus.description}</p>
        ) : null}
        <ProgressBar label={t("card.progressOf", { topic: syllabus.mainTopic })} percent={percent} />
        <p className="text-xs text-slate-500">
          {t("card.subtopicsCompleted", { done: completedSubtopics, count: totalSubtopics })} ·{" "}
          {t("card.cardsOfPlanned", {
            done: syllabus.coverage.totalCardsGenerated,
            count: syllabus.coverage.plannedCards,
          })}
        </p>
      </Link>
    </li>
  );
}
