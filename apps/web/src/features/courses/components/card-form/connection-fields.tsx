import { useFieldArray } from "react-hook-form";
import { TextareaField, TextField } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { useCoursesText } from "../../i18n";
import type { CardFormValues } from "../../lib/card-form";
import { FormSection } from "./form-section";

function RelatedConcepts() {
  const { t } = useCoursesText();
  const { fields, append, remove } = useFieldArray<CardFormValues, "relatedConcepts">({
    name: "relatedConcepts",
  });
  return (
    <FormSection
      title={t("cardForm.relatedConcepts")}
      action={
        <Button variant="ghost" size="sm" onClick={() => append({ title: "", teaser: "", cardIds: [] })}>
          {t("cardForm.addRelatedConcept")}
        </Button>
      }
    >
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          aria-label={t("cardForm.relatedConcept", { number: i + 1 })}
          className="grid min-w-0 gap-2 sm:grid-cols-[1fr_2fr_auto]"
        >
          <TextField<CardFormValues>
            name={`relatedConcepts.${i}.title`}
            label={t("cardForm.conceptTitle", { number: i + 1 })}
          />
          <TextField<CardFormValues>
            name={`relatedConcepts.${i}.teaser`}
            label={t("cardForm.conceptTeaser", { number: i + 1 })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="self-end"
            aria-label={t("cardForm.removeRelatedConcept", { number: i + 1 })}
            onClick={() => remove(i)}
          >
            {t("cardForm.remove")}
          </Button>
        </fieldset>
      ))}
    </FormSection>
  );
}

function Glossary() {
  const { t } = useCoursesText();
  const { fields, append, remove } = useFieldArray<CardFormValues, "glossary">({ name: "glossary" });
  return (
    <FormSection
      title={t("cardForm.glossaryTerms")}
      action={
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            append({
              term: "",
              definitionShort: "",
              definitionMedium: "",
              contextTags: [],
              layersFoundIn: [],
            })
          }
        >
          {t("cardForm.addGlossaryTerm")}
        </Button>
      }
    >
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          aria-label={t("cardForm.glossaryTerm", { number: i + 1 })}
          className="min-w-0 space-y-2 rounded-lg bg-slate-50 p-3"
        >
          <div className="grid gap-2 sm:grid-cols-[1fr_2fr]">
            <TextField<CardFormValues>
              name={`glossary.${i}.term`}
              label={t("cardForm.term", { number: i + 1 })}
            />
            <TextField<CardFormValues>
              name={`glossary.${i}.definitionShort`}
              label={t("cardForm.shortDefinition", { number: i + 1 })}
            />
          </div>
          <TextareaField<CardFormValues>
            name={`glossary.${i}.definitionMedium`}
            label={t("cardForm.longerDefinition", { number: i + 1 })}
            rows={2}
          />
          <Button variant="ghost" size="sm" onClick={() => remove(i)}>
            {t("cardForm.removeTerm")}
          </Button>
        </fieldset>
      ))}
    </FormSection>
  );
}

/** Related concepts, concept tags and glossary terms. */
export function ConnectionFields() {
  const { t } = useCoursesText();
  return (
    <>
      <RelatedConcepts />
      <FormSection title={t("cardForm.conceptTags")}>
        <TextField<CardFormValues>
          name="conceptTags"
          label={t("cardForm.tags")}
          hint={t("cardForm.tagsHint")}
        />
      </FormSection>
      <Glossary />
    </>
  );
}
