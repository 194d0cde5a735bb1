import { clsx } from "clsx";
import { CircleCheck, CircleX } from "lucide-react";
import type { DemoCard } from "../../data/demo-cards";
import { useLandingText } from "../../i18n";

type OptionResult = "idle" | "correct" | "wrong" | "dimmed";

const resultClass: Record<OptionResult, string> = {
  idle: "border-slate-200 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50",
  correct: "border-emerald-500 bg-emerald-50 text-emerald-900",
  wrong: "border-red-500 bg-red-50 text-red-900",
  dimmed: "border-slate-200 bg-white text-slate-500",
};

const letters = ["A", "B", "C", "D"];

interface DemoOptionsProps {
  card: DemoCard;
  selectedIndex: number | null;
  onAnswer: (index: number) => void;
}

/** The four answer buttons. Once answered they are disabled; green marks the right one, red a wrong pick. */
export function DemoOptions({ card, selectedIndex, onAnswer }: DemoOptionsProps) {
  const { t } = useLandingText();
  const answered = selectedIndex !== null;
  const resultOf = (i: number): OptionResult => {
    if (!answered) return "idle";
    if (i === card.answerIndex) return "correct";
    return i === selectedIndex ? "wrong" : "dimmed";
  };

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t("demo.answerOptions")}</legend>
      {card.options.map((option, i) => {
        const result = resultOf(i);
        return (
          <button
            key={option}
            type="button"
            disabled={answered}
            onClick={() => onAnswer(i)}
            data-result={result}
            className={clsx(
              "flex min-h-14 items-center gap-3 rounded-xl border-2 px-4 py-3 text-left font-medium transition-colors disabled:cursor-default",
              resultClass[result],
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                "flex h-7 w-7 flex-none items-center justify-center rounded-lg text-sm font-semibold",
                result === "correct" && "bg-emerald-700 text-white",
                result === "wrong" && "bg-red-500 text-white",
                (result === "idle" || result === "dimmed") && "bg-slate-100 text-slate-500",
              )}
            >
              {letters[i]}
            </span>
            <span className="flex-1">{option}</span>
            {result === "correct" ? (
              <CircleCheck className="h-5 w-5 flex-none text-emerald-600" aria-hidden="true" />
            ) : null}
            {result === "wrong" ? (
              <CircleX className="h-5 w-5 flex-none text-red-600" aria-hidden="true" />
            ) : null}
            {result === "correct" ? <span className="sr-only">{t("demo.correctAnswer")}</span> : null}
            {result === "wrong" ? <span className="sr-only">{t("demo.yourWrongAnswer")}</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
