import type { BriefTemplate } from "@recall/shared";
import { Sparkles } from "lucide-react";
import { useAiCreateText } from "../i18n";

/** Starting points: a click puts the template's first message in the box. */
export function TemplateChips({
  templates,
  onPick,
}: {
  templates: BriefTemplate[];
  onPick: (template: BriefTemplate) => void;
}) {
  const { t: text } = useAiCreateText();
  if (templates.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{text("templates.legend")}</legend>
      {templates.map((t) => (
        <button
          key={t.id}
          type="button"
          title={t.description}
          onClick={() => onPick(t)}
          className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 transition hover:border-brand-500 hover:bg-brand-100"
        >
          <Sparkles aria-hidden className="h-3.5 w-3.5" />
          {t.title}
        </button>
      ))}
    </fieldset>
  );
}
