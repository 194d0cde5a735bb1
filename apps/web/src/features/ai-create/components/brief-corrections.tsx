import { type BriefCorrection, NOUNS, plural } from "@recall/shared";
import { Info } from "lucide-react";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One correction in words: what the learner wrote, what the brief said, and what is now used. */
export function correctionText(c: BriefCorrection): string {
  if (c.field === "cardCount") {
    const asked = `You asked for ${plural(c.asked, NOUNS.card)} ("${c.quote}"); the assistant's brief said ${c.from}.`;
    if (c.to === c.asked) return `${asked} Card count set to ${c.to}.`;
    const limit = c.to > c.asked ? "minimum" : "maximum";
    return `${asked} Card count set to ${c.to}, the ${limit}.`;
  }
  return `You wrote "${c.quote}"; the assistant's brief said ${capitalize(c.from)}. Knowledge level set to ${capitalize(c.to)}.`;
}

/** The corrections the server made to the model's brief, so the learner sees their words were kept. */
export function BriefCorrections({ corrections }: { corrections: BriefCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <section
      aria-label="Corrections to the brief"
      className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900"
    >
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <ul className="space-y-1">
        {corrections.map((c) => (
          <li key={c.field}>{correctionText(c)}</li>
        ))}
      </ul>
    </section>
  );
}
