import { Button } from "../../../../components/ui/button";
import { Field, Input, Textarea } from "../../../../components/ui/field";
import { type ArtworkDraft, emptyArtwork } from "./card-draft";
import { patchAt, removeAt } from "./form-parts";

interface ArtworksEditorProps {
  /** Names the list in labels ("Deep dive artwork 1"). */
  label: string;
  /** Prefix of the error keys ("artworks", "deepDive.artworks"). */
  errorPrefix: string;
  artworks: ArtworkDraft[];
  onChange: (artworks: ArtworkDraft[]) => void;
  errors: Record<string, string>;
}

/** Artwork rows: Title and Search Keywords are required, the rest optional. */
export function ArtworksEditor({ label, errorPrefix, artworks, onChange, errors }: ArtworksEditorProps) {
  return (
    <div className="space-y-3">
      {artworks.map((art, i) => {
        const set = (patch: Partial<ArtworkDraft>) => onChange(patchAt(artworks, i, patch));
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
            key={i}
            aria-label={`${label} ${i + 1}`}
            className="space-y-2 rounded-lg bg-slate-50 p-3"
          >
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-slate-700">
                {label} {i + 1}
              </p>
              <Button variant="ghost" size="sm" onClick={() => onChange(removeAt(artworks, i))}>
                Remove
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Field label="Title *" error={errors[`${errorPrefix}.${i}.title`]}>
                {(id) => <Input id={id} value={art.title} onChange={(e) => set({ title: e.target.value })} />}
              </Field>
              <Field label="Search Keywords *" error={errors[`${errorPrefix}.${i}.searchKeywords`]}>
                {(id) => (
                  <Input
                    id={id}
                    value={art.searchKeywords}
                    onChange={(e) => set({ searchKeywords: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Artist">
                {(id) => (
                  <Input id={id} value={art.artist} onChange={(e) => set({ artist: e.target.value })} />
                )}
              </Field>
              <Field label="Year">
                {(id) => <Input id={id} value={art.year} onChange={(e) => set({ year: e.target.value })} />}
              </Field>
            </div>
            <Field label="Description">
              {(id) => (
                <Textarea
                  id={id}
                  rows={2}
                  value={art.description}
                  onChange={(e) => set({ description: e.target.value })}
                />
              )}
            </Field>
          </fieldset>
        );
      })}
      <Button variant="ghost" size="sm" onClick={() => onChange([...artworks, emptyArtwork()])}>
        + Add {label.toLowerCase()}
      </Button>
    </div>
  );
}
