import { TextareaField } from "../../../../components/form";
import { useCoursesText } from "../../i18n";
import type { CardFormValues } from "../../lib/card-form";

/** Explanations for a right and a wrong answer; optional, sent only if filled (requirements C5). */
export function ExplanationFields() {
  const { t } = useCoursesText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextareaField<CardFormValues>
        name="explanationRight"
        label={t("cardForm.explanationRight")}
        rows={2}
      />
      <TextareaField<CardFormValues>
        name="explanationWrong"
        label={t("cardForm.explanationWrong")}
        rows={2}
      />
    </div>
  );
}
