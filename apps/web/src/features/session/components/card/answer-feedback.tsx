import { Markdown } from "../../../../components/ui/markdown";
import { useSessionText } from "../../i18n";

/** After a graded card: the card's explanation for a right or a wrong answer, when it has one. */
export function AnswerFeedback({ correct, text }: { correct: boolean; text: string | null | undefined }) {
  const { t } = useSessionText();
  if (!text?.trim()) return null;
  return (
    <section
      aria-label={correct ? t("feedback.right") : t("feedback.explanation")}
      className={
        correct
          ? "rounded-xl bg-emerald-50 p-4 text-emerald-950"
          : "rounded-xl bg-slate-50 p-4 text-slate-800"
      }
    >
      <Markdown text={text} />
    </section>
  );
}
