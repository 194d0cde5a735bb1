import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useCourseCards } from "../api/course-cards";
import { useCourse } from "../api/courses";
import { CardContent } from "../components/card-content";
import { CardFiltersBar, type CardLayout } from "../components/card-filters";
import { CourseHeader } from "../components/course-header";
import { CourseNotFound } from "../components/course-not-found";
import { isCourseId } from "../lib/card-labels";
import { type CardFilters, distinct, filterCards, NO_FILTERS } from "../lib/filter-cards";
import { isNotFound } from "../lib/is-not-found";

/** /courses/:id and /courses/:id/cards: a course and all its cards, searchable and filterable in the browser. */
export function CourseCardsPage() {
  const { id } = useParams();
  const validId = isCourseId(id) ? id : undefined;
  const course = useCourse(validId);
  const cards = useCourseCards(validId);
  const [filters, setFilters] = useState<CardFilters>(NO_FILTERS);
  const [layout, setLayout] = useState<CardLayout>("grid");

  const all = useMemo(() => cards.data ?? [], [cards.data]);
  const topics = useMemo(() => distinct(all.map((c) => c.topic)), [all]);
  const levels = useMemo(() => distinct(all.map((c) => c.level)), [all]);
  const shown = useMemo(() => filterCards(all, filters), [all, filters]);

  if (!validId || (course.isError && isNotFound(course.error))) return <CourseNotFound />;
  if (course.isPending) return <Spinner label="Loading course..." />;
  if (course.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl p-6 text-red-700">
        Could not load the course.{" "}
        <button type="button" className="underline" onClick={() => course.refetch()}>
          Try again
        </button>
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to courses
      </Link>
      <CourseHeader
        course={course.data}
        stats={{
          totalCards: cards.data ? all.length : course.data.cardCount,
          topics: cards.data ? topics.length : course.data.topics.length,
          levels: cards.data ? levels.length : course.data.levels.length,
        }}
      />

      <section aria-label="Cards" className="space-y-4">
        <CardFiltersBar
          filters={filters}
          onChange={setFilters}
          topics={topics}
          levels={levels}
          layout={layout}
          onLayoutChange={setLayout}
        />
        {cards.isPending ? <Spinner label="Loading cards..." /> : null}
        {cards.isError ? (
          <p role="alert" className="text-red-700">
            Could not load the cards.
          </p>
        ) : null}
        {cards.data ? (
          <p className="text-sm text-slate-500" aria-live="polite">
            Showing {shown.length} of {all.length} cards
          </p>
        ) : null}
        {cards.data && shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
            {all.length === 0 ? "This course has no cards yet." : "No cards match these filters."}
          </p>
        ) : null}
        <ul
          className={clsx(
            "gap-4",
            layout === "grid" ? "grid md:grid-cols-2 xl:grid-cols-3" : "flex flex-col",
          )}
        >
          {shown.map((card) => (
            <li
              key={card.id}
              aria-label={card.face.slice(0, 80)}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <CardContent card={card} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default CourseCardsPage;
