import type { BriefCorrection } from "@recall/shared";
import { Info } from "lucide-react";
import { aiCreateText, useAiCreateText } from "../i18n";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One correction in words: what the learner wrote, what the brief said, and what is now used. */
export function correctionText(c: BriefCorrection): string {
  if (c.field === "cardCount") {
    const asked = aiCreateText("corrections.askedCards", { count: c.asked, quote: c.quote, from: c.from });
    const set =
      c.to === c.asked
        ? "corrections.countSet"
        : c.to > c.asked
          ? "corrections.countSetMinimum"
          : "corrections.countSetMaximum";
    return `${asked} ${aiCreateText(set, { to: c.to })}`;
  }
  const level = (l: string) => aiCreateText(`level.${l}`, { defaultValue: capitalize(l) });
  return aiCreateText("corrections.level", { quote: c.quote, from: level(c.from), to: level(c.to) });
}

/** The corrections the server made to the model's brief, so the learner sees their words were kept. */
export function BriefCorrections({ corrections }: { corrections: BriefCorrection[] }) {
  const { t } = useAiCreateText();
  if (corrections.length === 0) return null;
  return (
    <section
      aria-label={t("corrections.region")}
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
