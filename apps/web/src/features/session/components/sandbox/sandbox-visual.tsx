import { Play } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import { playTones, type Tone } from "../../../../lib/sounds";
import { useSessionText } from "../../i18n";
import type { SandboxVisual, ToneNote } from "./types";

/** Each note alone, then both together, so the learner hears the melodic and the harmonic interval. */
export function intervalTones(notes: readonly ToneNote[]): Tone[] {
  const note = (frequency: number, start: number, duration: number): Tone => ({
    frequency,
    start,
    duration,
    type: "sine",
    gain: 0.8,
  });
  const alone = notes.map((n, i) => note(n.frequency, i * 0.7, 0.6));
  const together = notes.map((n) => note(n.frequency, notes.length * 0.7 + 0.1, 1));
  return [...alone, ...together];
}

function hasWebAudio(): boolean {
  const w = globalThis as { AudioContext?: unknown; webkitAudioContext?: unknown };
  return typeof w.AudioContext === "function" || typeof w.webkitAudioContext === "function";
}

/** Draws a module's visual: a Play button for tones (only with Web Audio), or labelled bars. */
export function SandboxVisualView({ visual }: { visual: SandboxVisual }) {
  const { t, i18n } = useSessionText();
  if (visual.kind === "tones") {
    if (!hasWebAudio()) return null;
    return (
      <Button
        size="sm"
        variant="secondary"
        // An explicit Play is a request for sound, so it plays even with UI sounds turned off.
        onClick={() => playTones(intervalTones(visual.notes), { enabled: true })}
      >
        <Play aria-hidden className="h-4 w-4" />{" "}
        {t("sandbox.play", {
          notes: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
            visual.notes.map((n) => n.label),
          ),
        })}
      </Button>
    );
  }
  const twoDecimals = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-medium text-slate-500">{visual.label}</figcaption>
      <ul className="space-y-1">
        {visual.bars.map((bar) => (
          <li key={bar.label} className="flex items-center gap-2 text-xs">
            <span className="w-10 shrink-0 text-slate-500">{bar.label}</span>
            <span aria-hidden className="h-2 flex-1 rounded-full bg-slate-100">
              <span
                className="block h-2 rounded-full bg-brand-500"
                style={{ width: `${Math.min(100, (bar.value / visual.max) * 100)}%` }}
              />
            </span>
            <span className="w-16 shrink-0 text-right tabular-nums text-slate-700">
              {twoDecimals.format(bar.value)}
              {visual.unit}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
