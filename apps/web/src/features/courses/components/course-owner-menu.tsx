import type { Course } from "@recall/shared";
import { MoreVertical } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { useAiStatus } from "../../ai-create";
import { useCreateCollectionFromCourse } from "../../collections";
import { coursesApi, useDeleteCourse, useUpdateCourse } from "../api/courses";
import { useCoursesText } from "../i18n";
import { downloadBlob, downloadJson } from "../lib/download-json";

const itemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:text-slate-400";

/**
 * Improve Course (requirements C6: the owner may open it). Disabled only when the server has no AI provider,
 * with the server's message, which names the variables to set.
 */
function ImproveMenuItem({ courseId, onOpen }: { courseId: string; onOpen: (path: string) => void }) {
  const { t } = useCoursesText();
  const status = useAiStatus();
  const reason =
    status.data?.configured === false ? (status.data.message ?? t("ownerMenu.aiNotConfigured")) : null;
  return (
    <button
      type="button"
      role="menuitem"
      className={itemClass}
      disabled={reason !== null}
      title={reason ?? undefined}
      aria-description={reason ?? undefined}
      onClick={() => onOpen(paths.courseImprove(courseId))}
    >
      {t("ownerMenu.improve")}
    </button>
  );
}

/**
 * The owner-only actions of a course card: status, visibility, edit, improve, make a collection of its
 * cards, export and delete.
 */
export function CourseOwnerMenu({ course }: { course: Course }) {
  const { t } = useCoursesText();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const update = useUpdateCourse();
  const remove = useDeleteCourse();
  const collect = useCreateCollectionFromCourse();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const patch = (body: { isActive?: boolean; isPublic?: boolean }) => {
    setOpen(false);
    update.mutate(
      { id: course.id, body },
      {
        onSuccess: () => toast.success(t("ownerMenu.updated")),
        onError: () => toast.error(t("ownerMenu.updateFailed")),
      },
    );
  };

  const exportJson = async () => {
    setOpen(false);
    try {
      downloadJson(await coursesApi.exportJson(course.id), `${course.slug || "course"}.json`);
    } catch {
      toast.error(t("ownerMenu.exportFailed"));
    }
  };

  const exportFile = async (format: "apkg" | "csv") => {
    setOpen(false);
    try {
      downloadBlob(await coursesApi.exportFile(course.id, format), `${course.slug || "course"}.${format}`);
    } catch {
      toast.error(t("ownerMenu.exportFailed"));
    }
  };

  const makeCollection = () => {
    setOpen(false);
    collect.mutate(course.id, {
      onSuccess: (collection) => {
        toast.success(t("ownerMenu.collectionCreated", { name: collection.name }));
        navigate(paths.collection(collection.id));
      },
      onError: () => toast.error(t("ownerMenu.collectionFailed")),
    });
  };

  const deleteCourse = () => {
    setOpen(false);
    if (!window.confirm(t("ownerMenu.confirmDelete", { name: course.name }))) return;
    remove.mutate(course.id, {
      onSuccess: (data) => toast.success(t("ownerMenu.deleted", { count: data.deletedCards })),
      onError: () => toast.error(t("ownerMenu.deleteFailed")),
    });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={t("ownerMenu.actionsFor", { name: course.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        disabled={update.isPending || remove.isPending || collect.isPending}
        className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <MoreVertical aria-hidden className="h-5 w-5" />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={t("ownerMenu.menuLabel", { name: course.name })}
          className="absolute right-0 bottom-full z-20 mb-1 w-48 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={() => patch({ isActive: !course.isActive })}
          >
            {course.isActive ? t("ownerMenu.deactivate") : t("ownerMenu.activate")}
          </button>
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={() => patch({ isPublic: !course.isPublic })}
          >
            {course.isPublic ? t("ownerMenu.makePrivate") : t("ownerMenu.makePublic")}
          </button>
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={() => navigate(paths.courseEdit(course.id))}
          >
            {t("ownerMenu.editCards")}
          </button>
          <ImproveMenuItem
            courseId={course.id}
            onOpen={(path) => {
              setOpen(false);
              navigate(path);
            }}
          />
          <button type="button" role="menuitem" className={itemClass} onClick={makeCollection}>
            {t("ownerMenu.makeCollection")}
          </button>
          <button type="button" role="menuitem" className={itemClass} onClick={exportJson}>
            {t("ownerMenu.exportJson")}
          </button>
          <button type="button" role="menuitem" className={itemClass} onClick={() => exportFile("apkg")}>
            {t("ownerMenu.exportAnki")}
          </button>
          <button type="button" role="menuitem" className={itemClass} onClick={() => exportFile("csv")}>
            {t("ownerMenu.exportCsv")}
          </button>
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} text-red-600`}
            onClick={deleteCourse}
          >
            {t("ownerMenu.delete")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
