import { SESSION_CARD_LIMITS } from "@recall/shared";
import { useId } from "react";
import { useSessionText } from "../../i18n";

/** requirements S2/S5: cards per session, 5 to 50 in steps of 5. */
export function CardCountSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useSessionText();
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {t("start.cardCount")}
        </label>
        <output
          htmlFor={id}
          className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-700"
        >
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SESSION_CARD_LIMITS.min}
        max={SESSION_CARD_LIMITS.max}
        step={SESSION_CARD_LIMITS.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-500">
        <span>{SESSION_CARD_LIMITS.min}</span>
        <span>{SESSION_CARD_LIMITS.max}</span>
      </div>
    </div>
  );
}
