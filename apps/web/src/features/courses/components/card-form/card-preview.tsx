import { useWatch } from "react-hook-form";
import { Markdown } from "../../../../components/ui/markdown";
import { useCoursesText } from "../../i18n";
import type { CardFormValues } from "../../lib/card-form";

/**
 * The question and answer as study will show them (markdown, math, code), updated as the author types.
 * Hidden until either has text.
 */
export function CardPreview() {
  const { t } = useCoursesText();
  const [face, back] = useWatch<CardFormValues, ["face", "back"]>({ name: ["face", "back"] });
  if (!face?.trim() && !back?.trim()) return null;
  return (
    <section
      aria-label={t("cardForm.preview")}
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t("cardForm.preview")}
      </p>
      <div className="space-y-3">
        <Markdown text={face} className="font-semibold text-slate-900" />
        {back?.trim() ? (
          <div className="border-t border-slate-200 pt-3">
            <Markdown text={back} className="text-slate-800" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
