import { clsx } from "clsx";
import { Combine } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { type CourseStatus, type CourseView, useCourses } from "../api/courses";
import { CombineCoursesModal } from "../components/combine-courses-modal";
import { CourseCard } from "../components/course-card";
import { CourseTiles } from "../components/course-tiles";
import { useCoursesText } from "../i18n";

const views: CourseView[] = ["my", "public", "all"];

/** /courses: the tools tiles, then the user's and public courses with filters and merge selection. */
export function CoursesPage() {
  const { t } = useCoursesText();
  useDocumentTitle(t("coursesPage.title"));
  const [view, setView] = useState<CourseView>("my");
  const [status, setStatus] = useState<CourseStatus>("all");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [combineOpen, setCombineOpen] = useState(false);
  const courses = useCourses(view, status);

  const list = courses.data ?? [];
  const selectedCourses = list.filter((c) => c.isOwner && selected.has(c.id));

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("coursesPage.title")}</h1>
          <p className="text-slate-600">{t("coursesPage.subtitle")}</p>
        </div>
        <Link to={paths.manualCard} className="text-sm font-medium text-brand-600 hover:text-brand-700">
          {t("coursesPage.addByHand")}
        </Link>
      </div>

      <CourseTiles />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div
          role="tablist"
          aria-label={t("coursesPage.viewsLabel")}
          className="inline-flex rounded-xl bg-slate-100 p-1"
        >
          {views.map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              aria-controls="course-list"
              onClick={() => setView(v)}
              className={clsx(
                "rounded-lg px-4 py-1.5 text-sm font-medium",
                view === v ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {t(`coursesPage.views.${v}`)}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {selectedCourses.length >= 2 ? (
            <Button onClick={() => setCombineOpen(true)}>
              <Combine aria-hidden className="h-4 w-4" />
              {t("coursesPage.combine", { count: selectedCourses.length })}
            </Button>
          ) : null}
          {selectedCourses.length > 0 ? (
            <Button variant="ghost" onClick={() => setSelected(new Set())}>
              {t("coursesPage.clearSelection")}
            </Button>
          ) : null}
          <div className="w-40">
            <Field label={t("coursesPage.status")}>
              {(id) => (
                <Select id={id} value={status} onChange={(e) => setStatus(e.target.value as CourseStatus)}>
                  <option value="all">{t("coursesPage.statusAll")}</option>
                  <option value="active">{t("common.active")}</option>
                  <option value="inactive">{t("common.inactive")}</option>
                </Select>
              )}
            </Field>
          </div>
        </div>
      </div>

      <section
        id="course-list"
        role="tabpanel"
        aria-label={t("coursesPage.listLabel")}
        aria-busy={courses.isFetching}
      >
        {courses.isPending ? <Spinner label={t("coursesPage.loading")} /> : null}
        {courses.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
            {t("coursesPage.loadError")}{" "}
            <button type="button" className="underline" onClick={() => courses.refetch()}>
              {t("common.tryAgain")}
            </button>
          </p>
        ) : null}
        {courses.isSuccess && list.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
            {t(`coursesPage.empty.${view}`)}
          </p>
        ) : null}
        {list.length > 0 ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                selected={selected.has(course.id)}
                onToggleSelected={toggle}
              />
            ))}
          </div>
        ) : null}
        {courses.hasNextPage ? (
          <div className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-600">
            <p>{t("coursesPage.showing", { shown: list.length, count: courses.total ?? list.length })}</p>
            <Button
              variant="secondary"
              onClick={() => courses.fetchNextPage()}
              disabled={courses.isFetchingNextPage}
            >
              {courses.isFetchingNextPage ? t("common.loading") : t("coursesPage.loadMore")}
            </Button>
          </div>
        ) : null}
      </section>

      {combineOpen ? (
        <CombineCoursesModal courses={selectedCourses} onClose={() => setCombineOpen(false)} />
      ) : null}
    </div>
  );
}

export default CoursesPage;
