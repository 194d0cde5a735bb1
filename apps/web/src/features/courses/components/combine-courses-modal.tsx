import { COURSE_LIMITS, type Course, MERGE_LIMITS, type MergeAnalysis, slugify } from "@recall/shared";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { confirmedAnalysis, type MergeEdits, useExecuteMerge, useMergeAnalysis } from "../api/merge";
import { useCoursesText } from "../i18n";
import { MergeDuplicatePairs } from "./merge-duplicate-pairs";

/** The server's own message, shown under the spec's toast text (e.g. the budget or a model failure). */
const detail = (err: unknown) =>
  err instanceof ApiError && err.fromServer ? translateMessage(err.message) : undefined;

/** The success toast (the spec has none for merge): what the new course holds. */
export function mergedToast(name: string, cards: number, duplicates: number): string {
  const left = duplicates === 0 ? "" : i18n.t("courses:merge.leftOut", { count: duplicates });
  return i18n.t("courses:merge.merged", { name, count: cards, left });
}

/**
 * The Merge modal (requirements C2): opened by 'Combine N Courses' with the owner's chosen courses. It shows the
 * analysis (the app's duplicate count and the suggested name, slug and description), lets the user edit
 * the name and description, and merges; then it goes to the new course. Toasts per requirements C8.
 */
export function CombineCoursesModal({ courses, onClose }: { courses: Course[]; onClose: () => void }) {
  const { t } = useCoursesText();
  const enough = courses.length >= MERGE_LIMITS.minCourses;
  const courseIds = courses.map((c) => c.id);
  const analysis = useMergeAnalysis(courseIds, enough);
  const merge = useExecuteMerge();
  const navigate = useNavigate();

  useEffect(() => {
    if (analysis.isError) {
      toast.error(t("merge.analyzeFailed"), { id: "merge-analyze", description: detail(analysis.error) });
    }
  }, [analysis.isError, analysis.error, t]);

  const confirm = (edits: MergeEdits) =>
    merge.mutate(
      { courseIds, confirmedAnalysis: confirmedAnalysis(analysis.data!, edits) },
      {
        onSuccess: (result) => {
          toast.success(mergedToast(edits.name, result.mergedCardCount, result.duplicatesSkipped));
          onClose();
          navigate(paths.course(result.newCourseId));
        },
        onError: (err) => toast.error(t("merge.mergeFailed"), { description: detail(err) }),
      },
    );

  return (
    <Modal
      open
      title={t("merge.title", { count: courses.length })}
      onClose={onClose}
      closeOnOutsideClick={!merge.isPending}
    >
      <p className="text-sm text-slate-600">{t("merge.selectedCourses")}</p>
      <ul aria-label={t("merge.selectedCoursesLabel")} className="mt-2 space-y-1 text-sm">
        {courses.map((c) => (
          <li key={c.id} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
            <span className="font-medium break-words">{c.name}</span>
            <span className="shrink-0 text-slate-500">{t("common.cardCount", { count: c.cardCount })}</span>
          </li>
        ))}
      </ul>
      {!enough ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t("merge.needsTwo")}
        </p>
      ) : analysis.isPending ? (
        <div className="mt-4">
          <Spinner label={t("merge.analyzing")} />
        </div>
      ) : analysis.isError ? (
        <div role="alert" className="mt-4 space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          <p>{t("merge.analyzeFailed")}</p>
          {detail(analysis.error) ? <p>{detail(analysis.error)}</p> : null}
          <Button variant="secondary" size="sm" onClick={() => analysis.refetch()}>
            {t("merge.tryAgain")}
          </Button>
        </div>
      ) : (
        <MergeForm
          analysis={analysis.data}
          pending={merge.isPending}
          onCancel={onClose}
          onConfirm={confirm}
        />
      )}
      {!enough || analysis.isPending || analysis.isError ? (
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("merge.cancel")}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}

interface MergeFormProps {
  analysis: MergeAnalysis;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (edits: MergeEdits) => void;
}

/** The analysis with its duplicate pairs, the editable name and description, and the confirm button. */
function MergeForm({ analysis, pending, onCancel, onConfirm }: MergeFormProps) {
  const { t } = useCoursesText();
  const [name, setName] = useState(analysis.suggestedName);
  const [description, setDescription] = useState(analysis.suggestedDescription);
  const [keep, setKeep] = useState<ReadonlySet<string>>(() => new Set());
  // The suggested slug while the name is the suggested one; the slug of the edited name otherwise.
  const slug = name.trim() === analysis.suggestedName ? analysis.suggestedSlug : slugify(name);
  const blank = !name.trim();
  const stats: [string, string | number][] = [
    [t("merge.totalCards"), analysis.totalCards],
    [t("merge.duplicateCards"), analysis.duplicateCards - keep.size],
    [t("merge.mergedCards"), analysis.distinctCards + keep.size],
    [t("merge.estimatedDuration"), analysis.estimatedDuration],
  ];
  return (
    <form
      aria-label={t("merge.formLabel")}
      className="mt-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank)
          onConfirm({ name: name.trim(), slug, description: description.trim(), keepCardIds: [...keep] });
      }}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">{t("merge.duplicatesExplained")}</p>
      <MergeDuplicatePairs
        pairs={analysis.duplicatePairs}
        keep={keep}
        disabled={pending}
        onToggle={(id, kept) =>
          setKeep((prev) => {
            const next = new Set(prev);
            if (kept) next.add(id);
            else next.delete(id);
            return next;
          })
        }
      />
      <div className="space-y-1 text-sm">
        <p>
          <span className="text-slate-500">{t("merge.topics")}</span>
          {analysis.topics.join(", ") || t("merge.none")}
        </p>
        <p>
          <span className="text-slate-500">{t("merge.levels")}</span>
          {analysis.levels.join(", ") || t("merge.none")}
        </p>
      </div>
      {analysis.naming.source === "course-names" ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {analysis.naming.reason}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{t("merge.suggestedByAi")}</p>
      )}
      <Field
        label={t("merge.name")}
        hint={t("merge.webAddress", { slug: slug || t("merge.slugFromName") })}
        error={blank ? t("merge.enterName") : null}
      >
        {(id) => (
          <Input
            id={id}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={COURSE_LIMITS.name}
          />
        )}
      </Field>
      <Field label={t("merge.description")}>
        {(id) => (
          <Textarea
            id={id}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={COURSE_LIMITS.description}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {t("merge.cancel")}
        </Button>
        <Button type="submit" disabled={blank || pending}>
          {pending ? t("merge.merging") : t("merge.mergeCourses")}
        </Button>
      </div>
    </form>
  );
}
