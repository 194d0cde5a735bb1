import { useId } from "react";

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the current value reads, e.g. "3 s"; also given to screen readers. */
  format: (value: number) => string;
  hint?: string;
  onChange: (value: number) => void;
}

/** A labelled range input showing its current value and its bounds. */
export function SliderField({ label, value, min, max, step = 1, format, hint, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-700 tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
