import type { Card } from "@recall/shared";
import { ArrowLeft, ArrowRightLeft, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { IndexCourseButton } from "../../related-cards";
import { type TransferMode, useCourseCards, useDeleteCards, useTransferCards } from "../api/course-cards";
import { useCourse, useOwnCourses } from "../api/courses";
import { CardEditModal } from "../components/card-form/card-edit-modal";
import { CourseNotFound } from "../components/course-not-found";
import { EditorCardTile } from "../components/editor-card-tile";
import { MoveCopyDialog } from "../components/move-copy-dialog";
import { useCoursesText } from "../i18n";
import { isCourseId } from "../lib/card-labels";
import { isNotFound } from "../lib/is-not-found";

/** /courses/:id/edit: the owner's card editor with single and bulk edit, delete, move and copy. */
export function CourseEditPage() {
  const { id } = useParams();
  const courseId = isCourseId(id) ? id : undefined;
  const course = useCourse(courseId);
  const { t } = useCoursesText();
  useDocumentTitle(course.data ? t("editPage.titleFor", { name: course.data.name }) : t("editPage.title"));
  const isOwner = course.data?.isOwner === true;
  const cards = useCourseCards(courseId, { enabled: isOwner });
  const ownCourses = useOwnCourses();
  const remove = useDeleteCards(courseId ?? "");
  const transfer = useTransferCards(courseId ?? "");

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Card | null>(null);
  const [moveCopyOpen, setMoveCopyOpen] = useState(false);

  const denied = course.data !== undefined && !course.data.isOwner;
  useEffect(() => {
    if (denied) toast.error(t("editPage.permission"), { id: "course-edit-permission" });
  }, [denied, t]);

  const all = useMemo(() => cards.data ?? [], [cards.data]);
  // Selection only ever holds cards that still exist (after a move or delete elsewhere).
  const selectedIds = all.filter((c) => selected.has(c.id)).map((c) => c.id);
  const targets = (ownCourses.data ?? []).filter((c) => c.id !== courseId);

  if (!courseId || (course.isError && isNotFound(course.error))) return <CourseNotFound />;
  if (denied) return <Navigate to={paths.courses} replace />;
  if (course.isPending) return <Spinner label={t("cardsPage.loadingCourse")} />;
  if (course.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl p-6 text-red-700">
        {t("cardsPage.loadCourseError")}
      </p>
    );
  }

  const toggle = (cardId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(cardId)) next.delete(cardId);
      else next.add(cardId);
      return next;
    });

  const deleteOne = (card: Card) => {
    if (!window.confirm(t("editPage.confirmDeleteOne"))) return;
    remove.mutate([card.id], {
      onSuccess: () => toast.success(t("editPage.deleted")),
      onError: () => toast.error(t("editPage.deleteFailed")),
    });
  };

  const deleteSelected = () => {
    const n = selectedIds.length;
    if (!window.confirm(t("editPage.confirmDeleteMany", { count: n }))) return;
    remove.mutate(selectedIds, {
      onSuccess: () => {
        toast.success(t("editPage.deletedMany", { count: n }));
        setSelected(new Set());
      },
      onError: () => toast.error(t("editPage.deleteManyFailed")),
    });
  };

  const runTransfer = (mode: TransferMode, targetCourseId: string) => {
    const n = selectedIds.length;
    transfer.mutate(
      { mode, cardIds: selectedIds, targetCourseId },
      {
        onSuccess: () => {
          toast.success(
            mode === "move" ? t("editPage.moved", { count: n }) : t("editPage.copied", { count: n }),
          );
          setMoveCopyOpen(false);
          setSelected(new Set());
        },
        onError: () => toast.error(mode === "move" ? t("editPage.moveFailed") : t("editPage.copyFailed")),
      },
    );
  };

  return (
    <div className="space-y-6 pb-28">
      <Link
        to={paths.courseEditor}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("editPage.allInEditor")}
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold break-words">{course.data.name}</h1>
        {course.data.description ? (
          <p className="max-w-3xl text-slate-600">{course.data.description}</p>
        ) : null}
        <p className="text-sm text-slate-600">
          <span>{t("editPage.total", { count: cards.data ? all.length : course.data.cardCount })}</span>
          <span aria-hidden> · </span>
          <span>{t("editPage.selectedCount", { count: selectedIds.length })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <IndexCourseButton courseId={course.data.id} onIndexed={() => void cards.refetch()} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setSelected(new Set(all.map((c) => c.id)))}
            disabled={all.length === 0}
          >
            {t("editPage.selectAll")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSelected(new Set())}
            disabled={selectedIds.length === 0}
          >
            {t("editPage.clearSelection")}
          </Button>
          <Link
            to={paths.courseCards(course.data.id)}
            className="px-2.5 py-1.5 text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            {t("editPage.viewAsLearner")}
          </Link>
        </div>
      </header>

      {cards.isPending ? <Spinner label={t("cardsPage.loadingCards")} /> : null}
      {cards.isError ? (
        <p role="alert" className="text-red-700">
          {t("cardsPage.loadCardsError")}
        </p>
      ) : null}
      {cards.data && all.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
          {t("editPage.noCards")}
        </p>
      ) : null}
      <ul aria-label={t("common.cards")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {all.map((card) => (
          <EditorCardTile
            key={card.id}
            card={card}
            selected={selected.has(card.id)}
            onToggle={toggle}
            onEdit={setEditing}
            onDelete={deleteOne}
            deleting={remove.isPending}
          />
        ))}
      </ul>

      {selectedIds.length > 0 ? (
        <section
          aria-label={t("editPage.bulkActions")}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{t("editPage.selected", { count: selectedIds.length })}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setMoveCopyOpen(true)}>
                <ArrowRightLeft aria-hidden className="h-4 w-4" />
                {t("editPage.moveCopy")}
              </Button>
              <Button variant="danger" onClick={deleteSelected} disabled={remove.isPending}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t("editPage.delete")}
              </Button>
            </div>
          </div>
        </section>
      ) : null}

      {editing ? (
        <CardEditModal courseId={course.data.id} card={editing} onClose={() => setEditing(null)} />
      ) : null}
      {moveCopyOpen ? (
        <MoveCopyDialog
          count={selectedIds.length}
          targets={targets}
          pending={transfer.isPending ? transfer.variables.mode : null}
          onSubmit={runTransfer}
          onClose={() => setMoveCopyOpen(false)}
        />
      ) : null}
    </div>
  );
}

export default CourseEditPage;
