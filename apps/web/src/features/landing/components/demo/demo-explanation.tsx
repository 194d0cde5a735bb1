import { CircleCheck, CircleX } from "lucide-react";
import { ReadAloudButton } from "../../../../components/ui/read-aloud-button";
import type { DemoCard } from "../../data/demo-cards";
import { useLandingText } from "../../i18n";

interface DemoExplanationProps {
  card: DemoCard;
  isCorrect: boolean;
  /** The language the card is written in, for the read-aloud voice. */
  lang: string;
}

/** The verdict and the card's explanation (its back), shown once the card is answered. */
export function DemoExplanation({ card, isCorrect, lang }: DemoExplanationProps) {
  const { t } = useLandingText();
  const Icon = isCorrect ? CircleCheck : CircleX;
  return (
    <div
      className={
        isCorrect
          ? "flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
          : "flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950"
      }
    >
      <Icon
        className={isCorrect ? "h-5 w-5 flex-none text-emerald-600" : "h-5 w-5 flex-none text-red-600"}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {isCorrect ? t("demo.correct") : t("demo.notQuite", { answer: card.options[card.answerIndex] })}
        </p>
        <p className="mt-1 text-sm leading-6">{card.back}</p>
      </div>
      <ReadAloudButton text={card.back} lang={lang} label={t("demo.readExplanation")} />
    </div>
  );
}
