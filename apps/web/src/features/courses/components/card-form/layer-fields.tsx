import { TextareaField, TextField } from "../../../../components/form";
import { useCoursesText } from "../../i18n";
import type { CardFormValues } from "../../lib/card-form";
import { ArtworksFields } from "./artworks-fields";
import { FormSection } from "./form-section";

/** Concept explainer, deep dive and artworks: the rich layers a learner opens after answering. */
export function LayerFields() {
  const { t } = useCoursesText();
  return (
    <>
      <FormSection title={t("cardForm.conceptExplainer")}>
        <TextField<CardFormValues> name="conceptExplainer.title" label={t("cardForm.explainerTitle")} />
        <TextareaField<CardFormValues>
          name="conceptExplainer.content"
          label={t("cardForm.explainerContent")}
          rows={3}
        />
      </FormSection>
      <FormSection title={t("cardForm.deepDive")}>
        <TextField<CardFormValues> name="deepDive.title" label={t("cardForm.deepDiveTitle")} />
        <TextareaField<CardFormValues>
          name="deepDive.content"
          label={t("cardForm.deepDiveContent")}
          rows={4}
        />
        <ArtworksFields
          label={t("cardForm.deepDiveArtwork")}
          addLabel={t("cardForm.addDeepDiveArtwork")}
          name="deepDive.artworks"
        />
      </FormSection>
      <FormSection title={t("cardForm.artworks")}>
        <ArtworksFields label={t("cardForm.artwork")} addLabel={t("cardForm.addArtwork")} name="artworks" />
      </FormSection>
    </>
  );
}
