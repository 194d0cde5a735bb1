import type { Course } from "@recall/shared";
import { Layers } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { paths } from "../../../config/paths";
import { useCoursesText } from "../i18n";
import { CourseBadges } from "./course-badges";
import { CourseOwnerMenu } from "./course-owner-menu";
import { RelatedConcepts } from "./related-concepts";

interface CourseCardProps {
  course: Course;
  /** Only the owner's courses can be selected for merging. */
  selected: boolean;
  onToggleSelected: (id: string) => void;
}

/** One course on the browse page; owners get a selection checkbox and the actions menu. */
export function CourseCard({ course, selected, onToggleSelected }: CourseCardProps) {
  const { t } = useCoursesText();
  return (
    <article
      aria-label={course.name}
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${selected ? "border-brand-500 ring-2 ring-brand-500/30" : "border-slate-200"}`}
    >
      <header className="flex items-start gap-3">
        {course.isOwner ? (
          <input
            type="checkbox"
            aria-label={t("courseCard.select", { name: course.name })}
            checked={selected}
            onChange={() => onToggleSelected(course.id)}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">{course.name}</h2>
          <CourseBadges course={course} showStatus={false} />
          {!course.isOwner && course.ownerName ? (
            <p className="text-xs text-slate-500">{t("common.byOwner", { name: course.ownerName })}</p>
          ) : null}
        </div>
      </header>

      {course.description ? (
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      ) : null}

      <dl className="space-y-1.5 text-sm">
        {course.topics.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1">
            <dt className="sr-only">{t("common.topics")}</dt>
            {course.topics.slice(0, 6).map((topic) => (
              <dd key={topic}>
                <Badge tone="brand">{topic}</Badge>
              </dd>
            ))}
            {course.topics.length > 6 ? (
              <dd className="text-xs text-slate-500">
                {t("courseCard.moreTopics", { count: course.topics.length - 6 })}
              </dd>
            ) : null}
          </div>
        ) : null}
        {course.levels.length > 0 ? (
          <div className="flex gap-1 text-slate-600">
            <dt>{t("courseCard.levels")}</dt>
            <dd>{course.levels.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {/* Its own list: a <dl> may hold one level of <div> around its pairs, not a row of them (axe). */}
      <dl className="-mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt className="sr-only">{t("common.cards")}</dt>
          <dd className="flex items-center gap-1">
            <Layers aria-hidden className="h-4 w-4" />
            {t("common.cardCount", { count: course.cardCount })}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t("courseCard.cardsPerSession")}</dt>
          <dd>{t("courseCard.perSession", { count: course.config.cardsPerSession })}</dd>
        </div>
      </dl>

      <footer className="mt-auto flex items-center justify-between gap-2">
        <Link
          to={paths.courseCards(course.id)}
          aria-label={t("courseCard.viewCardsOf", { name: course.name })}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("courseCard.viewCards")}
        </Link>
        <div className="flex items-center gap-2">
          <Badge tone={course.isActive ? "green" : "amber"}>
            {course.isActive ? t("common.active") : t("common.inactive")}
          </Badge>
          {course.isOwner ? <CourseOwnerMenu course={course} /> : null}
        </div>
      </footer>

      <RelatedConcepts courseId={course.id} courseName={course.name} isOwner={course.isOwner} />
    </article>
  );
}
