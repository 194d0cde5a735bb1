import type { MergeCardPreview, MergeDuplicatePair } from "@recall/shared";
import { clsx } from "clsx";
import { useId } from "react";
import { useCoursesText } from "../i18n";

interface MergeDuplicatePairsProps {
  pairs: MergeDuplicatePair[];
  /** Ids of left-out cards the learner keeps after all. */
  keep: ReadonlySet<string>;
  onToggle(cardId: string, kept: boolean): void;
  disabled: boolean;
}

function CardSide({ label, card, muted }: { label: string; card: MergeCardPreview; muted?: boolean }) {
  return (
    <div className={clsx("min-w-0 space-y-1 rounded-lg p-2", muted ? "bg-slate-100" : "bg-emerald-50")}>
      <p className="text-xs font-medium text-slate-500">
        {label} · <span className="break-words">{card.courseName}</span>
      </p>
      <p className="text-sm font-medium break-words text-slate-900">{card.face}</p>
      <p className="text-sm break-words text-slate-700">{card.back}</p>
    </div>
  );
}

/**
 * The cards the merge leaves out, each beside the card kept in its place, so the learner sees why; any
 * left-out card can be kept after all (docs/decisions/merge.md).
 */
export function MergeDuplicatePairs({ pairs, keep, onToggle, disabled }: MergeDuplicatePairsProps) {
  const { t } = useCoursesText();
  const headingId = useId();
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {t("duplicates.heading", { left: pairs.length - keep.size, total: pairs.length })}
      </h3>
      <p className="text-xs text-slate-500">{t("duplicates.explained")}</p>
      <ul aria-label={t("duplicates.pairs")} className="max-h-72 space-y-2 overflow-y-auto pr-1">
        {pairs.map(({ kept, dropped }) => (
          <li
            key={dropped.id}
            aria-label={t("duplicates.pair", { face: dropped.face, course: dropped.courseName })}
            className="space-y-2 rounded-lg border border-slate-200 p-2"
          >
            <div className="grid gap-2 sm:grid-cols-2">
              <CardSide label={t("duplicates.kept")} card={kept} />
              <CardSide
                label={keep.has(dropped.id) ? t("duplicates.keptToo") : t("duplicates.leftOut")}
                card={dropped}
                muted
              />
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={keep.has(dropped.id)}
                disabled={disabled}
                onChange={(e) => onToggle(dropped.id, e.target.checked)}
              />
              {t("duplicates.keepToo")}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
