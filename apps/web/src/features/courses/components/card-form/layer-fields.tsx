import { TextareaField, TextField } from "../../../../components/form";
import type { CardFormValues } from "../../lib/card-form";
import { ArtworksFields } from "./artworks-fields";
import { FormSection } from "./form-section";

/** Concept explainer, deep dive and artworks: the rich layers a learner opens after answering. */
export function LayerFields() {
  return (
    <>
      <FormSection title="Concept explainer">
        <TextField<CardFormValues> name="conceptExplainer.title" label="Explainer title" />
        <TextareaField<CardFormValues> name="conceptExplainer.content" label="Explainer content" rows={3} />
      </FormSection>
      <FormSection title="Deep dive">
        <TextField<CardFormValues> name="deepDive.title" label="Deep dive title" />
        <TextareaField<CardFormValues> name="deepDive.content" label="Deep dive content" rows={4} />
        <ArtworksFields label="Deep dive artwork" name="deepDive.artworks" />
      </FormSection>
      <FormSection title="Artworks">
        <ArtworksFields label="Artwork" name="artworks" />
      </FormSection>
    </>
  );
}
