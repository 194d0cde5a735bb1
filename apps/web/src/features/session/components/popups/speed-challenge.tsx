import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import i18n from "../../../../lib/i18n";
import { isTypingTarget, optionForKey } from "../../hooks/session-keys";
import { useSessionText } from "../../i18n";
import type { EnginePopupResult } from "./engine-action";
import {
  SPEED_CHALLENGE_ADVANCE_MS,
  SPEED_CHALLENGE_BONUS_PER_CORRECT,
  type SpeedQuestion,
  scoreSpeedChallenge,
  speedChallengeQuestions,
} from "./speed-challenge-questions";
import { useLatest } from "./use-latest";

export interface SpeedChallengeProps {
  /** Defaults to the built-in questions ({@link speedChallengeQuestions}) in the interface language. */
  questions?: readonly SpeedQuestion[];
  /** Defaults to {@link SPEED_CHALLENGE_BONUS_PER_CORRECT} (2). */
  bonusPerCorrect?: number;
  /** Called once when the last answer is scored, with 2 × correct answers (0 included). */
  onBonus?: (bonus: number) => void;
  /** Skip closes with no result; Done at the end closes with `{ bonus }`. */
  onClose: (result?: EnginePopupResult) => void;
}

const LETTERS = "ABCDEFGH";

/**
 * requirements S4 "Speed Challenge". Each answer locks the question, shows right or wrong, and 1 s later moves
 * on. At the end: score, bonus, onBonus(bonus), and a "Streak bonus: +{bonus}!" toast when every answer
 * was right in a row (our reading of "toast for streaks": a streak through the whole challenge).
 */
export function SpeedChallenge({
  questions: given,
  bonusPerCorrect = SPEED_CHALLENGE_BONUS_PER_CORRECT,
  onBonus,
  onClose,
}: SpeedChallengeProps) {
  const { t } = useSessionText();
  const questions = given ?? speedChallengeQuestions(t);
  const [index, setIndex] = useState(0);
  const [picks, setPicks] = useState<number[]>([]);
  // The timer reads these through refs: a parent re-rendering (a session clock, say) with new but equal
  // props must not restart the 1 s advance.
  const latest = useLatest({ questions, bonusPerCorrect, onBonus });
  const answered = picks.length > index;
  const finished = index >= questions.length;

  useEffect(() => {
    if (!answered || finished) return;
    const id = window.setTimeout(() => {
      // Side effects live in the timer, not in an effect on `finished`, so StrictMode's double
      // effect run cannot toast or award the bonus twice.
      const { questions, bonusPerCorrect, onBonus } = latest.current;
      if (index === questions.length - 1) {
        const score = scoreSpeedChallenge(questions, picks, bonusPerCorrect);
        onBonus?.(score.bonus);
        if (score.perfectStreak && score.bonus > 0)
          toast.success(i18n.t("session:speed.streakBonus", { bonus: score.bonus }));
      }
      setIndex(index + 1);
    }, SPEED_CHALLENGE_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [answered, finished, index, picks, latest]);

  // Keys 1-4 / A-D pick an option, as on the session's own MCQ cards (the session's keys are off while
  // this dialog is open).
  useEffect(() => {
    if (answered || finished) return;
    const count = latest.current.questions[index]?.options.length ?? 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target))
        return;
      const option = optionForKey(event.key, count);
      if (option === null) return;
      event.preventDefault();
      setPicks((p) => (p.length === index ? [...p, option] : p));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [answered, finished, index, latest]);

  if (finished) {
    const score = scoreSpeedChallenge(questions, picks, bonusPerCorrect);
    return (
      <div className="space-y-3 text-center">
        <p className="text-lg font-semibold text-slate-800">
          {t("speed.score", { correct: score.correct, total: questions.length })}
        </p>
        <p className="text-2xl font-bold text-brand-600">{t("speed.bonus", { bonus: score.bonus })}</p>
        <Button onClick={() => onClose({ bonus: score.bonus })}>{t("speed.done")}</Button>
      </div>
    );
  }

  const question = questions[index]!;
  const pick = picks[index];
  const right = pick === question.answerIndex;
  return (
    <div className="space-y-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {t("speed.questionOf", { current: index + 1, total: questions.length })}
      </p>
      <p className="font-medium text-slate-800">{question.question}</p>
      <div className="grid gap-2">
        {question.options.map((option, i) => (
          <button
            key={option}
            type="button"
            disabled={answered}
            aria-keyshortcuts={`${i + 1} ${LETTERS[i]}`}
            onClick={() => setPicks((p) => (p.length === index ? [...p, i] : p))}
            className={clsx(
              "flex items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors",
              !answered && "border-slate-300 hover:border-brand-500 hover:bg-brand-50",
              answered && i === question.answerIndex && "border-emerald-500 bg-emerald-50 text-emerald-800",
              answered && i === pick && !right && "border-red-500 bg-red-50 text-red-800",
              answered && i !== pick && i !== question.answerIndex && "border-slate-200 text-slate-500",
            )}
          >
            <span className="font-semibold">{LETTERS[i]}.</span> {option}
          </button>
        ))}
      </div>
      <p
        role="status"
        className={clsx("min-h-5 text-sm font-medium", right ? "text-emerald-700" : "text-red-700")}
      >
        {answered ? (
          right ? (
            <span className="inline-flex items-center gap-1">
              <Check aria-hidden className="h-4 w-4" /> {t("speed.correct")}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1">
              <X aria-hidden className="h-4 w-4" /> {t("speed.wrongAnswer")}{" "}
              {question.options[question.answerIndex]}
            </span>
          )
        ) : null}
      </p>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          {t("speed.keys", { count: question.options.length, last: LETTERS[question.options.length - 1] })}
        </p>
        <Button variant="ghost" onClick={() => onClose()}>
          {t("speed.skip")}
        </Button>
      </div>
    </div>
  );
}
