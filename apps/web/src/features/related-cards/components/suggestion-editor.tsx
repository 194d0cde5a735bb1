import { optionLetter, reconcileMcqAnswer } from "@recall/shared";
import { Badge } from "../../../components/ui/badge";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { useRelatedCardsText } from "../i18n";
import type { Draft, Generated } from "../lib/suggestion-draft";

interface Props {
  result: Generated;
  draft: Draft;
  disabled: boolean;
  onChange: (draft: Draft) => void;
}

/**
 * The generated state of the related-card dialog (requirements C2): relationship, difficulty and rationale, the
 * duplicate warning, and the question, answer and options to edit. The answer and the correct option
 * follow each other by the shared MCQ answer rule (`reconcileMcqAnswer`).
 */
export function SuggestionEditor({ result, draft, disabled, onChange }: Props) {
  const { t } = useRelatedCardsText();
  const { card, duplicateWarning } = result;
  const setMcq = (next: Partial<Draft>) => {
    const after = { ...draft, ...next };
    if (!after.options) return onChange(after);
    const r = reconcileMcqAnswer(
      { back: draft.answer, options: draft.options ?? [], answerIndex: draft.correctIndex },
      { back: after.answer, options: after.options, answerIndex: after.correctIndex },
    );
    onChange({ ...after, answer: r.back, options: r.options, correctIndex: r.answerIndex });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="purple">{card.relationship}</Badge>
        <Badge>{card.difficulty}</Badge>
        {card.suggestedTags.map((t) => (
          <Badge key={t} tone="brand">
            {t}
          </Badge>
        ))}
      </div>
      {card.rationale ? <p className="text-sm text-slate-600">{card.rationale}</p> : null}
      {duplicateWarning ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-medium">{duplicateWarning.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {duplicateWarning.similarCards.map((c) => (
              <li key={c.id}>
                {c.face} <span className="text-amber-700">({c.topic})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="space-y-3" disabled={disabled}>
        <legend className="sr-only">{t("editor.generatedCard")}</legend>
        <Field label={t("editor.question")}>
          {(id) => (
            <Textarea
              id={id}
              rows={2}
              value={draft.question}
              onChange={(e) => onChange({ ...draft, question: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("editor.answer")}>
          {(id) => (
            <Textarea
              id={id}
              rows={2}
              value={draft.answer}
              onChange={(e) => setMcq({ answer: e.target.value })}
            />
          )}
        </Field>
        {draft.options ? (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-700">{t("editor.optionsHeading")}</p>
            {draft.options.map((option, i) => (
              <div key={optionLetter(i)} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="related-correct"
                  aria-label={t("editor.optionCorrect", { letter: optionLetter(i) })}
                  className="h-4 w-4 accent-brand-600"
                  checked={draft.correctIndex === i}
                  onChange={() => setMcq({ correctIndex: i })}
                />
                <span className="w-5 text-sm font-semibold text-slate-500">{optionLetter(i)}</span>
                <Input
                  aria-label={t("editor.option", { letter: optionLetter(i) })}
                  value={option}
                  onChange={(e) =>
                    setMcq({ options: draft.options!.map((o, j) => (j === i ? e.target.value : o)) })
                  }
                />
              </div>
            ))}
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
