import { CARD_TYPES, type CardType, FREQUENCIES, LEVELS } from "@recall/shared";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField, TextareaField, TextField } from "../../../../components/form";
import { useCoursesText } from "../../i18n";
import { blankOptions, type CardFormValues } from "../../lib/card-form";
import { cardTypeLabel } from "../../lib/card-labels";
import { CardPreview } from "./card-preview";

/**
 * Question, answer, topic, level, type and frequency (requirements C2 Add Manual Card); with `full`, also the
 * difficulty and the minimum read time (the edit modal).
 */
export function CoreFields({ full = false }: { full?: boolean }) {
  const { t } = useCoursesText();
  const { getValues, setValue } = useFormContext<CardFormValues>();
  const level = useWatch<CardFormValues, "level">({ name: "level" });

  // The type rule of requirements C2: leaving mcq drops options and answerIndex at once; entering mcq starts
  // with four blank options (requirements C9). Acceptable answers are dropped on save for non-cloze cards.
  const changeType = (type: CardType) => {
    if (type === "mcq") {
      if (getValues("options").length === 0) setValue("options", blankOptions());
      return;
    }
    setValue("options", []);
    setValue("answerIndex", null);
  };

  return (
    <div className="space-y-4">
      <TextareaField<CardFormValues>
        name="face"
        label={t("cardForm.question")}
        hint={full ? t("cardForm.questionHint") : undefined}
        rows={3}
      />
      <TextareaField<CardFormValues> name="back" label={t("cardForm.answer")} rows={3} />
      <CardPreview />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<CardFormValues> name="topic" label={t("cardForm.topic")} />
        <SelectField<CardFormValues> name="level" label={t("cardForm.level")}>
          {level ? null : <option value="">{t("cardForm.chooseLevel")}</option>}
          {LEVELS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </SelectField>
        <SelectField<CardFormValues>
          name="type"
          label={t("cardForm.type")}
          rules={{ onChange: (e) => changeType(e.target.value as CardType) }}
        >
          {CARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {cardTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <SelectField<CardFormValues> name="frequency" label={t("cardForm.frequency")}>
          {FREQUENCIES.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </SelectField>
        {full ? (
          <>
            <SelectField<CardFormValues> name="difficultyScore" label={t("cardForm.difficulty")}>
              <option value="">{t("cardForm.notRated")}</option>
              {Array.from({ length: 10 }, (_, i) => String(i + 1)).map((s) => (
                <option key={s}>{s}</option>
              ))}
            </SelectField>
            <TextField<CardFormValues>
              name="minReadTime"
              label={t("cardForm.minReadTime")}
              type="number"
              min={1}
              max={600}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
