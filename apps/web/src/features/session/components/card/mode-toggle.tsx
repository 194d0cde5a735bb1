import type { QuestionMode } from "@recall/shared";
import { clsx } from "clsx";
import { useSessionText } from "../../i18n";

const MODES: QuestionMode[] = ["mcq", "basic"];

export interface ModeToggleProps {
  mode: QuestionMode;
  /** Flipping is allowed only before the card is answered. */
  disabled?: boolean;
  onChange: (mode: QuestionMode) => void;
}

/** requirements S2: the MCQ / Full Answer toggle, shown only for cards that have options. */
export function ModeToggle({ mode, disabled = false, onChange }: ModeToggleProps) {
  const { t } = useSessionText();
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5">
      <legend className="sr-only">{t("mode.legend")}</legend>
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          disabled={disabled}
          onClick={() => {
            if (m !== mode) onChange(m);
          }}
          className={clsx(
            "rounded-md px-2.5 py-1 text-xs font-medium transition-colors disabled:cursor-not-allowed",
            mode === m
              ? "bg-white text-brand-700 shadow-sm"
              : "text-slate-600 hover:text-slate-900 disabled:opacity-60",
          )}
        >
          {t(`mode.${m}`)}
        </button>
      ))}
    </fieldset>
  );
}
