import { DEEP_DIVE_DEPTHS, EXPLANATION_DEPTHS, LEVELS, type RelatedOptionsOut } from "@recall/shared";
import { Field, Select } from "../../../components/ui/field";
import { useRelatedCardsText } from "../i18n";

export const DEFAULT_RELATED_OPTIONS: RelatedOptionsOut = {
  useFullContext: false,
  linkCards: true,
  targetLevel: "Intermediate",
  deepDiveDepth: "medium",
  explanationDepth: "medium",
};

interface Props {
  value: RelatedOptionsOut;
  onChange: (next: RelatedOptionsOut) => void;
  /** The batch dialog offers only full context, linking and the target level (requirements C7). */
  depths?: boolean;
  disabled?: boolean;
}

/** requirements C2: use full context, link cards, target level, deep dive depth, explanation depth. */
export function RelatedOptionsFields({ value, onChange, depths = true, disabled }: Props) {
  const { t } = useRelatedCardsText();
  const set = <K extends keyof RelatedOptionsOut>(key: K, v: RelatedOptionsOut[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">{t("options.legend")}</legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={value.useFullContext}
          onChange={(e) => set("useFullContext", e.target.checked)}
        />
        {t("options.fullContext")}
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={value.linkCards}
          onChange={(e) => set("linkCards", e.target.checked)}
        />
        {t("options.linkCards")}
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t("options.targetLevel")}>
          {(id) => (
            <Select
              id={id}
              value={value.targetLevel}
              onChange={(e) => set("targetLevel", e.target.value as RelatedOptionsOut["targetLevel"])}
            >
              {LEVELS.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </Select>
          )}
        </Field>
        {depths ? (
          <>
            <Field label={t("options.deepDiveDepth")}>
              {(id) => (
                <Select
                  id={id}
                  value={value.deepDiveDepth}
                  onChange={(e) => set("deepDiveDepth", e.target.value as RelatedOptionsOut["deepDiveDepth"])}
                >
                  {DEEP_DIVE_DEPTHS.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t("options.explanationDepth")}>
              {(id) => (
                <Select
                  id={id}
                  value={value.explanationDepth}
                  onChange={(e) =>
                    set("explanationDepth", e.target.value as RelatedOptionsOut["explanationDepth"])
                  }
                >
                  {EXPLANATION_DEPTHS.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
