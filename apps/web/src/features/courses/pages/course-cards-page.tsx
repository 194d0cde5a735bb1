import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { CourseShortfallBanner } from "../../ai-create";
import { CardMemoryButton } from "../../analytics";
import { GlossaryButton } from "../../related-cards";
import { useCourseCards } from "../api/course-cards";
import { useCourse } from "../api/courses";
import { courseKeys } from "../api/query-keys";
import { CardContent, cardLayerNames } from "../components/card-content";
import { CardFiltersBar, type CardLayout } from "../components/card-filters";
import { CourseHeader } from "../components/course-header";
import { CourseNotFound } from "../components/course-not-found";
import { useCoursesText } from "../i18n";
import { isCourseId } from "../lib/card-labels";
import { type CardFilters, distinct, filterCards, NO_FILTERS } from "../lib/filter-cards";
import { isNotFound } from "../lib/is-not-found";

/** /courses/:id and /courses/:id/cards: a course and all its cards, searchable and filterable in the browser. */
export function CourseCardsPage() {
  const { id } = useParams();
  const validId = isCourseId(id) ? id : undefined;
  const course = useCourse(validId);
  const { t } = useCoursesText();
  useDocumentTitle(course.data?.name ?? t("common.course"));
  const cards = useCourseCards(validId);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CardFilters>(NO_FILTERS);
  const [layout, setLayout] = useState<CardLayout>("grid");
  // Rich layers start collapsed: a 26-card course fully expanded was about 14,000 px tall.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const all = useMemo(() => cards.data ?? [], [cards.data]);
  const topics = useMemo(() => distinct(all.map((c) => c.topic)), [all]);
  const levels = useMemo(() => distinct(all.map((c) => c.level)), [all]);
  const shown = useMemo(() => filterCards(all, filters), [all, filters]);
  const expandable = useMemo(() => shown.filter((c) => cardLayerNames(c).length > 0), [shown]);
  const toggle = (cardId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(cardId)) next.add(cardId);
      return next;
    });

  if (!validId || (course.isError && isNotFound(course.error))) return <CourseNotFound />;
  if (course.isPending) return <Spinner label={t("cardsPage.loadingCourse")} />;
  if (course.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl p-6 text-red-700">
        {t("cardsPage.loadCourseError")}{" "}
        <button type="button" className="underline" onClick={() => course.refetch()}>
          {t("common.tryAgain")}
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
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("common.backToCourses")}
      </Link>
      {course.data.isOwner && course.data.source === "ai" ? (
        <CourseShortfallBanner courseId={validId} />
      ) : null}
      <CourseHeader
        course={course.data}
        stats={{
          totalCards: cards.data ? all.length : course.data.cardCount,
          topics: cards.data ? topics.length : course.data.topics.length,
          levels: cards.data ? levels.length : course.data.levels.length,
        }}
      />

      {course.data.isOwner && course.data.source === "ai" ? (
        <CourseShortfallBanner courseId={validId} />
      ) : null}

      <section aria-label={t("common.cards")} className="space-y-4">
        <CardFiltersBar
          filters={filters}
          onChange={setFilters}
          topics={topics}
          levels={levels}
          layout={layout}
          onLayoutChange={setLayout}
        />
        {cards.isPending ? <Spinner label={t("cardsPage.loadingCards")} /> : null}
        {cards.isError ? (
          <p role="alert" className="text-red-700">
            {t("cardsPage.loadCardsError")}
          </p>
        ) : null}
        {cards.data ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-500" aria-live="polite">
              {t("common.showingCards", { shown: shown.length, count: all.length })}
            </p>
            {expandable.length > 0 ? (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={expandable.every((c) => expanded.has(c.id))}
                  onClick={() => setExpanded(new Set([...expanded, ...expandable.map((c) => c.id)]))}
                >
                  {t("cardsPage.expandAll")}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!expandable.some((c) => expanded.has(c.id))}
                  onClick={() => setExpanded(new Set())}
                >
                  {t("cardsPage.collapseAll")}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {cards.data && shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
            {all.length === 0 ? t("cardsPage.noCards") : t("cardsPage.noMatch")}
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
              className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <CardContent card={card} expanded={expanded.has(card.id)} onToggle={toggle} />
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <CardMemoryButton cardId={card.id} />
                {course.data.isOwner ? (
                  <GlossaryButton
                    card={card}
                    onGenerated={() =>
                      void queryClient.invalidateQueries({ queryKey: courseKeys.cards(card.courseId) })
                    }
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default CourseCardsPage;
