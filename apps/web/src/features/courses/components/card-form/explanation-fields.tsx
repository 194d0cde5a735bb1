import { TextareaField } from "../../../../components/form";
import type { CardFormValues } from "../../lib/card-form";

/** Explanations for a right and a wrong answer; optional, sent only if filled (requirements C5). */
export function ExplanationFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextareaField<CardFormValues>
        name="explanationRight"
        label="Explanation when correct (optional)"
        rows={2}
      />
      <TextareaField<CardFormValues>
        name="explanationWrong"
        label="Explanation when wrong (optional)"
        rows={2}
      />
    </div>
  );
}
