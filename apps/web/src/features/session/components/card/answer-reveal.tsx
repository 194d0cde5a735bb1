import { CheckCircle2, Eye, XCircle } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import { Markdown } from "../../../../components/ui/markdown";
import { type CardSpeech, ReadAloudButton } from "../../../../components/ui/read-aloud-button";
import type { CardRun } from "../../hooks/session-state";
import { useSessionText } from "../../i18n";
import { ClozeInput } from "./cloze-input";
import { Kbd } from "./kbd";

export interface AnswerRevealProps {
  back: string;
  isCloze: boolean;
  run: Pick<CardRun, "phase" | "cloze" | "result">;
  /** A read-aloud button on the answer (and reading it unasked with autoRead). */
  speech?: CardSpeech;
  onReveal: () => void;
  onCheckCloze: (input: string) => void;
  onGrade: (correct: boolean) => void;
}

/** Basic and cloze cards: Show Answer (or check a typed cloze answer), then self-grade Incorrect / Correct. */
export function AnswerReveal({
  back,
  isCloze,
  run,
  speech,
  onReveal,
  onCheckCloze,
  onGrade,
}: AnswerRevealProps) {
  const { t } = useSessionText();
  if (run.phase === "front") {
    return (
      <div className="space-y-3">
        {isCloze ? <ClozeInput onCheck={onCheckCloze} /> : null}
        <Button size="lg" className="w-full sm:w-auto" aria-keyshortcuts="Space" onClick={onReveal}>
          <Eye aria-hidden className="h-5 w-5" /> {t("reveal.showAnswer")} <Kbd>{t("keys.space")}</Kbd>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {run.cloze ? <ClozeVerdict input={run.cloze.input} matched={run.cloze.matched} /> : null}
      <section
        aria-label={t("reveal.answer")}
        className="rounded-xl border border-brand-100 bg-brand-50/50 p-4"
      >
        <div className="mb-1 flex items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t("reveal.answer")}</p>
          {speech ? (
            <ReadAloudButton
              text={back}
              lang={speech.lang}
              autoRead={speech.autoRead}
              label={t("reveal.readAnswer")}
            />
          ) : null}
        </div>
        <Markdown text={back} className="text-slate-900" />
      </section>
      {run.phase === "revealed" ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t("reveal.howDidYouDo")}</p>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="danger" size="lg" onClick={() => onGrade(false)}>
              <XCircle aria-hidden className="h-5 w-5" /> {t("reveal.incorrect")}
            </Button>
            <Button variant="success" size="lg" onClick={() => onGrade(true)}>
              <CheckCircle2 aria-hidden className="h-5 w-5" /> {t("reveal.correct")}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ClozeVerdict({ input, matched }: { input: string; matched: boolean }) {
  const { t } = useSessionText();
  return (
    <p
      role="status"
      className={
        matched
          ? "flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          : "flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      }
    >
      {matched ? (
        <CheckCircle2 aria-hidden className="h-4 w-4" />
      ) : (
        <XCircle aria-hidden className="h-4 w-4" />
      )}
      <span>{t(matched ? "reveal.typedMatches" : "reveal.typedNoMatch", { input: input.trim() })}</span>
    </p>
  );
}
