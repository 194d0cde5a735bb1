import { useFieldArray } from "react-hook-form";
import { TextareaField, TextField } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import type { CardFormValues } from "../../lib/card-form";
import { FormSection } from "./form-section";

function RelatedConcepts() {
  const { fields, append, remove } = useFieldArray<CardFormValues, "relatedConcepts">({
    name: "relatedConcepts",
  });
  return (
    <FormSection
      title="Related concepts"
      action={
        <Button variant="ghost" size="sm" onClick={() => append({ title: "", teaser: "", cardIds: [] })}>
          + Add related concept
        </Button>
      }
    >
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          aria-label={`Related concept ${i + 1}`}
          className="grid min-w-0 gap-2 sm:grid-cols-[1fr_2fr_auto]"
        >
          <TextField<CardFormValues> name={`relatedConcepts.${i}.title`} label={`Concept ${i + 1} title`} />
          <TextField<CardFormValues> name={`relatedConcepts.${i}.teaser`} label={`Concept ${i + 1} teaser`} />
          <Button
            variant="ghost"
            size="sm"
            className="self-end"
            aria-label={`Remove related concept ${i + 1}`}
            onClick={() => remove(i)}
          >
            Remove
          </Button>
        </fieldset>
      ))}
    </FormSection>
  );
}

function Glossary() {
  const { fields, append, remove } = useFieldArray<CardFormValues, "glossary">({ name: "glossary" });
  return (
    <FormSection
      title="Glossary terms"
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
          + Add glossary term
        </Button>
      }
    >
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          aria-label={`Glossary term ${i + 1}`}
          className="min-w-0 space-y-2 rounded-lg bg-slate-50 p-3"
        >
          <div className="grid gap-2 sm:grid-cols-[1fr_2fr]">
            <TextField<CardFormValues> name={`glossary.${i}.term`} label={`Term ${i + 1}`} />
            <TextField<CardFormValues>
              name={`glossary.${i}.definitionShort`}
              label={`Short definition ${i + 1}`}
            />
          </div>
          <TextareaField<CardFormValues>
            name={`glossary.${i}.definitionMedium`}
            label={`Longer definition ${i + 1}`}
            rows={2}
          />
          <Button variant="ghost" size="sm" onClick={() => remove(i)}>
            Remove term
          </Button>
        </fieldset>
      ))}
    </FormSection>
  );
}

/** Related concepts, concept tags and glossary terms. */
export function ConnectionFields() {
  return (
    <>
      <RelatedConcepts />
      <FormSection title="Concept tags">
        <TextField<CardFormValues> name="conceptTags" label="Tags" hint="Separate tags with commas." />
      </FormSection>
      <Glossary />
    </>
  );
}
