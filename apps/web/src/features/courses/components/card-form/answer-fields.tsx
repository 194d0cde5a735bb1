import { CARD_LIMITS, optionLetter } from "@recall/shared";
import { X } from "lucide-react";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FieldErrorText } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/field";
import { useCoursesText } from "../../i18n";
import type { CardFormValues } from "../../lib/card-form";
import { FormSection } from "./form-section";

const removeAt = <T,>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);
const dirty = { shouldDirty: true } as const;

/** mcq: the options with a radio for the correct one (requirements C2: 4 to start); blank ones are dropped on save. */
function McqOptions() {
  const { t } = useCoursesText();
  const { setValue } = useFormContext<CardFormValues>();
  const options = useWatch<CardFormValues, "options">({ name: "options" });
  const answerIndex = useWatch<CardFormValues, "answerIndex">({ name: "answerIndex" });
  const group = useId();

  const remove = (i: number) => {
    setValue("options", removeAt(options, i), dirty);
    if (answerIndex === null) return;
    setValue(
      "answerIndex",
      answerIndex === i ? null : answerIndex > i ? answerIndex - 1 : answerIndex,
      dirty,
    );
  };

  return (
    <FormSection
      title={t("cardForm.optionsTitle")}
      action={
        options.length < CARD_LIMITS.options ? (
          <Button variant="ghost" size="sm" onClick={() => setValue("options", [...options, ""], dirty)}>
            {t("cardForm.addOption")}
          </Button>
        ) : null
      }
    >
      <div role="radiogroup" aria-label={t("cardForm.correctOption")} className="space-y-2">
        {options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
          <div key={i} className="flex items-center gap-2">
            <input
              type="radio"
              name={group}
              aria-label={t("cardForm.optionCorrect", { letter: optionLetter(i) })}
              checked={answerIndex === i}
              onChange={() => setValue("answerIndex", i, dirty)}
              className="h-4 w-4 shrink-0 accent-emerald-600"
            />
            <Input
              aria-label={t("cardForm.option", { letter: optionLetter(i) })}
              placeholder={t("cardForm.option", { letter: optionLetter(i) })}
              value={option}
              onChange={(e) => setValue(`options.${i}`, e.target.value, dirty)}
            />
            <button
              type="button"
              aria-label={t("cardForm.removeOption", { letter: optionLetter(i) })}
              onClick={() => remove(i)}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
      <FieldErrorText name="options" />
      <FieldErrorText name="answerIndex" />
    </FormSection>
  );
}

/** cloze: the accepted answer variants; blank ones are dropped on save (requirements C5). */
function ClozeAnswers() {
  const { t } = useCoursesText();
  const { setValue } = useFormContext<CardFormValues>();
  const answers = useWatch<CardFormValues, "acceptableAnswers">({ name: "acceptableAnswers" });
  return (
    <FormSection
      title={t("cardForm.acceptableAnswers")}
      action={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setValue("acceptableAnswers", [...answers, ""], dirty)}
        >
          {t("cardForm.addAnswerVariant")}
        </Button>
      }
    >
      {answers.length === 0 ? <p className="text-xs text-slate-500">{t("cardForm.onlyAnswer")}</p> : null}
      {answers.map((answer, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: variants are positional.
        <div key={i} className="flex items-center gap-2">
          <Input
            aria-label={t("cardForm.answerVariant", { number: i + 1 })}
            value={answer}
            onChange={(e) => setValue(`acceptableAnswers.${i}`, e.target.value, dirty)}
          />
          <button
            type="button"
            aria-label={t("cardForm.removeAnswerVariant", { number: i + 1 })}
            onClick={() => setValue("acceptableAnswers", removeAt(answers, i), dirty)}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      ))}
      <FieldErrorText name="acceptableAnswers" />
    </FormSection>
  );
}

/** The answer fields of the card's type: options for mcq, answer variants for cloze, none for basic. */
export function AnswerFields() {
  const type = useWatch<CardFormValues, "type">({ name: "type" });
  if (type === "mcq") return <McqOptions />;
  if (type === "cloze") return <ClozeAnswers />;
  return null;
}
