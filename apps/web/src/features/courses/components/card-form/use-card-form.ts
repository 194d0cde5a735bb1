import { type McqAnswerState, reconcileMcqAnswer } from "@recall/shared";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useZodForm } from "../../../../components/form";
import { CardFormSchema, type CardFormValues } from "../../lib/card-form";

export type CardForm = UseFormReturn<CardFormValues, unknown, ReturnType<typeof CardFormSchema.parse>>;

const mcqState = (v: Partial<CardFormValues>): McqAnswerState => ({
  back: v.back ?? "",
  options: [...(v.options ?? [])].map((o) => o ?? ""),
  answerIndex: v.answerIndex ?? null,
});

/**
 * Keeps an MCQ's answer and correct option together as the user edits either (the shared rule
 * `reconcileMcqAnswer`), so "change only the Answer and the old option stays correct" cannot happen.
 */
function useMcqAnswerRule(form: CardForm) {
  useEffect(() => {
    let before = mcqState(form.getValues());
    const subscription = form.watch((values, { name }) => {
      const after = mcqState(values as Partial<CardFormValues>);
      const relevant = name === "back" || name === "answerIndex" || name?.startsWith("options");
      if (values.type !== "mcq" || !relevant) {
        before = after;
        return;
      }
      const next = reconcileMcqAnswer(before, after);
      before = next;
      const opts = { shouldDirty: true } as const;
      if (next.back !== after.back) form.setValue("back", next.back, opts);
      if (next.answerIndex !== after.answerIndex) form.setValue("answerIndex", next.answerIndex, opts);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/** The one card form (Add Manual Card and the edit modal): the shared schema plus the MCQ answer rule. */
export function useCardForm(defaultValues: CardFormValues): CardForm {
  const form = useZodForm(CardFormSchema, { defaultValues });
  useMcqAnswerRule(form);
  return form;
}
