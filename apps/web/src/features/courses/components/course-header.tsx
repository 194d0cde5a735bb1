import type { Course } from "@recall/shared";
import { PencilLine } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useCoursesText } from "../i18n";
import { CourseBadges } from "./course-badges";
import { CourseLanguageSelect } from "./course-language-select";

interface CourseHeaderProps {
  course: Course;
  stats: { totalCards: number; topics: number; levels: number };
}

/** Name, description, badges and the card/topic/level counts of a course; owners get the edit link. */
export function CourseHeader({ course, stats }: CourseHeaderProps) {
  const { t } = useCoursesText();
  const tiles = [
    { label: t("header.totalCards"), value: stats.totalCards },
    { label: t("common.topics"), value: stats.topics },
    { label: t("common.levels"), value: stats.levels },
  ];
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold break-words">{course.name}</h1>
          <CourseBadges course={course} />
          {!course.isOwner && course.ownerName ? (
            <p className="text-sm text-slate-500">{t("common.byOwner", { name: course.ownerName })}</p>
          ) : null}
        </div>
        {course.isOwner ? (
          <Link
            to={paths.courseEdit(course.id)}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            <PencilLine aria-hidden className="h-4 w-4" />
            {t("header.editCards")}
          </Link>
        ) : null}
      </div>
      {course.description ? <p className="max-w-3xl text-slate-600">{course.description}</p> : null}
      {course.isOwner ? <CourseLanguageSelect course={course} /> : null}
      <dl className="grid max-w-md grid-cols-3 gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-3 text-center">
            <dt className="text-xs text-slate-500">{tile.label}</dt>
            <dd className="text-xl font-semibold">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
