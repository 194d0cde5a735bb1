import { useFieldArray } from "react-hook-form";
import { TextareaField, TextField } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { useCoursesText } from "../../i18n";
import { type CardFormValues, emptyArtwork } from "../../lib/card-form";

interface ArtworksFieldsProps {
  /** Names the list in labels ("Deep dive artwork 1"). */
  label: string;
  /** The add button's text ("+ Add artwork"). */
  addLabel: string;
  name: "artworks" | "deepDive.artworks";
}

/** Artwork rows: Title and Search Keywords are required (requirements C5); a blank row is reported, not dropped. */
export function ArtworksFields({ label, addLabel, name }: ArtworksFieldsProps) {
  const { t } = useCoursesText();
  const { fields, append, remove } = useFieldArray<CardFormValues, typeof name>({ name });
  return (
    <div className="space-y-3">
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          aria-label={t("cardForm.numbered", { label, number: i + 1 })}
          className="min-w-0 space-y-2 rounded-lg bg-slate-50 p-3"
        >
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-slate-700">
              {t("cardForm.numbered", { label, number: i + 1 })}
            </p>
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              {t("cardForm.remove")}
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField<CardFormValues> name={`${name}.${i}.title`} label={t("cardForm.artworkTitle")} />
            <TextField<CardFormValues>
              name={`${name}.${i}.searchKeywords`}
              label={t("cardForm.searchKeywords")}
            />
            <TextField<CardFormValues> name={`${name}.${i}.artist`} label={t("cardForm.artist")} />
            <TextField<CardFormValues> name={`${name}.${i}.year`} label={t("cardForm.year")} />
          </div>
          <TextareaField<CardFormValues>
            name={`${name}.${i}.description`}
            label={t("cardForm.description")}
            rows={2}
          />
        </fieldset>
      ))}
      <Button variant="ghost" size="sm" onClick={() => append(emptyArtwork())}>
        {addLabel}
      </Button>
    </div>
  );
}
