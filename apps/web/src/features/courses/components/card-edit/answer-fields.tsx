import { X } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/field";
import { optionLetter } from "../../lib/card-labels";
import { type DraftPartProps, FormSection, removeAt } from "./form-parts";

/** mcq: the options with a radio for the correct one; cloze: the accepted answer variants. */
export function AnswerFields({ draft, set, errors }: DraftPartProps) {
  if (draft.type === "mcq") {
    const removeOption = (i: number) => {
      const answerIndex =
        draft.answerIndex === null || draft.answerIndex === i
          ? null
          : draft.answerIndex > i
            ? draft.answerIndex - 1
            : draft.answerIndex;
      set({ options: removeAt(draft.options, i), answerIndex });
    };
    return (
      <FormSection
        title="Options"
        action={
          draft.options.length < 8 ? (
            <Button variant="ghost" size="sm" onClick={() => set({ options: [...draft.options, ""] })}>
              + Add option
            </Button>
          ) : null
        }
      >
        <p className="text-xs text-slate-500">Choose the correct option with its radio button.</p>
        <div role="radiogroup" aria-label="Correct option" className="space-y-2">
          {draft.options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
            <div key={i} className="flex items-center gap-2">
              <input
                type="radio"
                name="edit-correct-option"
                aria-label={`Option ${optionLetter(i)} is correct`}
                checked={draft.answerIndex === i}
                onChange={() => set({ answerIndex: i })}
                className="h-4 w-4 accent-emerald-600"
              />
              <Input
                aria-label={`Option ${optionLetter(i)}`}
                value={option}
                onChange={(e) =>
                  set({ options: draft.options.map((o, j) => (j === i ? e.target.value : o)) })
                }
              />
              <button
                type="button"
                aria-label={`Remove option ${optionLetter(i)}`}
                onClick={() => removeOption(i)}
                className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </div>
          ))}
        </div>
        {errors.options ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.options}
          </p>
        ) : null}
      </FormSection>
    );
  }
  if (draft.type === "cloze") {
    return (
      <FormSection
        title="Acceptable answers"
        action={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set({ acceptableAnswers: [...draft.acceptableAnswers, ""] })}
          >
            + Add another answer variant
          </Button>
        }
      >
        {draft.acceptableAnswers.length === 0 ? (
          <p className="text-xs text-slate-500">Only the answer itself is accepted.</p>
        ) : null}
        {draft.acceptableAnswers.map((answer, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: variants are positional.
          <div key={i} className="flex items-center gap-2">
            <Input
              aria-label={`Acceptable answer ${i + 1}`}
              value={answer}
              onChange={(e) =>
                set({
                  acceptableAnswers: draft.acceptableAnswers.map((a, j) => (j === i ? e.target.value : a)),
                })
              }
            />
            <button
              type="button"
              aria-label={`Remove acceptable answer ${i + 1}`}
              onClick={() => set({ acceptableAnswers: removeAt(draft.acceptableAnswers, i) })}
              className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </div>
        ))}
      </FormSection>
    );
  }
  return null;
}
