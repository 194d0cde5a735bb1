import { useFieldArray } from "react-hook-form";
import { TextareaField, TextField } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { type CardFormValues, emptyArtwork } from "../../lib/card-form";

interface ArtworksFieldsProps {
  /** Names the list in labels ("Deep dive artwork 1"). */
  label: string;
  name: "artworks" | "deepDive.artworks";
}

/** Artwork rows: Title and Search Keywords are required (requirements C5); a blank row is reported, not dropped. */
export function ArtworksFields({ label, name }: ArtworksFieldsProps) {
  const { fields, append, remove } = useFieldArray<CardFormValues, typeof name>({ name });
  return (
    <div className="space-y-3">
      {fields.map((field, i) => (
        <fieldset
          key={field.id}
          aria-label={`${label} ${i + 1}`}
          className="min-w-0 space-y-2 rounded-lg bg-slate-50 p-3"
        >
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-slate-700">
              {label} {i + 1}
            </p>
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              Remove
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField<CardFormValues> name={`${name}.${i}.title`} label="Title *" />
            <TextField<CardFormValues> name={`${name}.${i}.searchKeywords`} label="Search Keywords *" />
            <TextField<CardFormValues> name={`${name}.${i}.artist`} label="Artist" />
            <TextField<CardFormValues> name={`${name}.${i}.year`} label="Year" />
          </div>
          <TextareaField<CardFormValues> name={`${name}.${i}.description`} label="Description" rows={2} />
        </fieldset>
      ))}
      <Button variant="ghost" size="sm" onClick={() => append(emptyArtwork())}>
        + Add {label.toLowerCase()}
      </Button>
    </div>
  );
}
