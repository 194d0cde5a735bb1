import type { QuestionMode } from "@recall/shared";
import { clsx } from "clsx";

const MODES: { mode: QuestionMode; label: string }[] = [
  { mode: "mcq", label: "MCQ" },
  { mode: "basic", label: "Full Answer" },
];

export interface ModeToggleProps {
  mode: QuestionMode;
  /** Flipping is allowed only before the card is answered. */
  disabled?: boolean;
  onChange: (mode: QuestionMode) => void;
}

/** requirements S2: the MCQ / Full Answer toggle, shown only for cards that have options. */
export function ModeToggle({ mode, disabled = false, onChange }: ModeToggleProps) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5">
      <legend className="sr-only">Question mode</legend>
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          aria-pressed={mode === m.mode}
          disabled={disabled}
          onClick={() => {
            if (m.mode !== mode) onChange(m.mode);
          }}
          className={clsx(
            "rounded-md px-2.5 py-1 text-xs font-medium transition-colors disabled:cursor-not-allowed",
            mode === m.mode
              ? "bg-white text-brand-700 shadow-sm"
              : "text-slate-600 hover:text-slate-900 disabled:opacity-60",
          )}
        >
          {m.label}
        </button>
      ))}
    </fieldset>
  );
}
