import { Markdown } from "../../../../components/ui/markdown";

/** After a graded card: the card's explanation for a right or a wrong answer, when it has one. */
export function AnswerFeedback({ correct, text }: { correct: boolean; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <section
      aria-label={correct ? "Why this is right" : "Explanation"}
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
