import type { ValueCount } from "@recall/shared";
import { clsx } from "clsx";
import { countLabel } from "../lib/count-label";

interface FacetGroupProps {
  title: string;
  buckets: ValueCount[];
  active: readonly string[];
  onToggle: (value: string) => void;
  /** Buckets shown; the server sends the most frequent first. */
  max?: number;
  /** The server capped the match: counts are lower bounds ("12+"). */
  approximate?: boolean;
}

/** One aggregation of the card search (topics, levels or tags) as count chips; a click filters by it. */
export function FacetGroup({
  title,
  buckets,
  active,
  onToggle,
  max = 15,
  approximate = false,
}: FacetGroupProps) {
  // Values in use stay visible even when the filtered counts no longer list them.
  const shown = [
    ...buckets.slice(0, max),
    ...active
      .filter((v) => !buckets.slice(0, max).some((b) => b.value === v))
      .map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul aria-label={title} className="flex min-w-0 flex-wrap gap-1.5">
        {shown.map((b) => {
          const on = active.includes(b.value);
          return (
            <li key={b.value} className="min-w-0 max-w-full">
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(b.value)}
                className={clsx(
                  "flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium",
                  on
                    ? "border-brand-500 bg-brand-600 text-white"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-500",
                )}
              >
                <span className="min-w-0 truncate" title={b.value}>
                  {b.value}
                </span>
                <span className={clsx("shrink-0 tabular-nums", on ? "text-brand-100" : "text-slate-500")}>
                  {countLabel(b.count, approximate)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
