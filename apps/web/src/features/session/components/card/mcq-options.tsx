import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { Markdown } from "../../../../components/ui/markdown";
import { OPTION_LETTERS } from "../../hooks/session-keys";
import type { CardPhase } from "../../hooks/session-state";
import { useSessionText } from "../../i18n";

export interface McqOptionsProps {
  options: readonly string[];
  answerIndex: number | null;
  phase: CardPhase;
  picked: number | null;
  /** Options already picked wrong on this card: marked red and not selectable again. */
  wrongPicks: readonly number[];
  onChoose: (option: number) => void;
}

type OptionLook = "idle" | "correct" | "wrong" | "muted";

function lookOf(
  i: number,
  { answerIndex, phase, picked, wrongPicks }: Omit<McqOptionsProps, "options" | "onChoose">,
): OptionLook {
  if (phase === "graded" && i === answerIndex && picked === answerIndex) return "correct";
  if (wrongPicks.includes(i)) return "wrong";
  return phase === "front" ? "idle" : "muted";
}

const looks: Record<OptionLook, string> = {
  idle: "border-slate-200 bg-white hover:border-brand-500 hover:bg-brand-50",
  correct: "border-emerald-500 bg-emerald-50 text-emerald-900",
  wrong: "border-red-400 bg-red-50 text-red-900",
  muted: "border-slate-200 bg-white opacity-60",
};

/** Lettered options (A-D; keys 1-4 or A-D). Correct pick: green; wrong picks: red. */
export function McqOptions({ options, onChoose, ...state }: McqOptionsProps) {
  const { t } = useSessionText();
  return (
    <ol className="space-y-2" aria-label={t("mcq.options")}>
      {options.map((option, i) => {
        const look = lookOf(i, state);
        const letter = OPTION_LETTERS[i] ?? String(i + 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is an index) and may repeat.
          <li key={i}>
            <button
              type="button"
              disabled={state.phase !== "front" || look === "wrong"}
              aria-keyshortcuts={i < 9 ? `${i + 1} ${letter}` : undefined}
              onClick={() => onChoose(i)}
              className={clsx(
                "flex w-full items-start gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors disabled:cursor-default",
                looks[look],
              )}
            >
              <span
                className={clsx(
                  "flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                  look === "correct"
                    ? "bg-emerald-700 text-white"
                    : look === "wrong"
                      ? "bg-red-600 text-white"
                      : "bg-slate-100 text-slate-700",
                )}
              >
                {letter}
              </span>
              {/* min-w-0 and wrap-anywhere: a long unbroken word wraps inside the option instead of
                  pushing it out of the card (into the glossary column on wide screens). */}
              <Markdown inline text={option} className="min-w-0 flex-1 pt-0.5 wrap-anywhere" />
              {look === "correct" ? (
                <Check aria-label={t("mcq.correct")} className="mt-0.5 h-5 w-5 text-emerald-600" />
              ) : null}
              {look === "wrong" ? (
                <X aria-label={t("mcq.wrong")} className="mt-0.5 h-5 w-5 text-red-600" />
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
