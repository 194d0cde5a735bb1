import { Button } from "../../../../components/ui/button";
import { Field, Input, Textarea } from "../../../../components/ui/field";
import { ArtworksEditor } from "./artworks-editor";
import { type DraftPartProps, FormSection, patchAt, removeAt } from "./form-parts";

/** Explanations, concept explainer, deep dive and artworks. */
export function LayerFields({ draft, set, errors }: DraftPartProps) {
  return (
    <>
      <FormSection title="Explanations">
        <Field label="Explanation when correct">
          {(id) => (
            <Textarea
              id={id}
              rows={2}
              value={draft.explanationRight}
              onChange={(e) => set({ explanationRight: e.target.value })}
            />
          )}
        </Field>
        <Field label="Explanation when wrong">
          {(id) => (
            <Textarea
              id={id}
              rows={2}
              value={draft.explanationWrong}
              onChange={(e) => set({ explanationWrong: e.target.value })}
            />
          )}
        </Field>
      </FormSection>

      <FormSection title="Concept explainer">
        <Field label="Explainer title">
          {(id) => (
            <Input
              id={id}
              value={draft.conceptExplainer.title}
              onChange={(e) =>
                set({ conceptExplainer: { ...draft.conceptExplainer, title: e.target.value } })
              }
            />
          )}
        </Field>
        <Field label="Explainer content">
          {(id) => (
            <Textarea
              id={id}
              rows={3}
              value={draft.conceptExplainer.content}
              onChange={(e) =>
                set({ conceptExplainer: { ...draft.conceptExplainer, content: e.target.value } })
              }
            />
          )}
        </Field>
      </FormSection>

      <FormSection title="Deep dive">
        <Field label="Deep dive title">
          {(id) => (
            <Input
              id={id}
              value={draft.deepDive.title}
              onChange={(e) => set({ deepDive: { ...draft.deepDive, title: e.target.value } })}
            />
          )}
        </Field>
        <Field label="Deep dive content">
          {(id) => (
            <Textarea
              id={id}
              rows={4}
              value={draft.deepDive.content}
              onChange={(e) => set({ deepDive: { ...draft.deepDive, content: e.target.value } })}
            />
          )}
        </Field>
        <ArtworksEditor
          label="Deep dive artwork"
          errorPrefix="deepDive.artworks"
          artworks={draft.deepDive.artworks}
          onChange={(artworks) => set({ deepDive: { ...draft.deepDive, artworks } })}
          errors={errors}
        />
      </FormSection>

      <FormSection title="Artworks">
        <ArtworksEditor
          label="Artwork"
          errorPrefix="artworks"
          artworks={draft.artworks}
          onChange={(artworks) => set({ artworks })}
          errors={errors}
        />
      </FormSection>
    </>
  );
}

/** Related concepts, concept tags and glossary terms. */
export function ConnectionFields({ draft, set, errors }: DraftPartProps) {
  return (
    <>
      <FormSection
        title="Related concepts"
        action={
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              set({ relatedConcepts: [...draft.relatedConcepts, { title: "", teaser: "", cardIds: [] }] })
            }
          >
            + Add related concept
          </Button>
        }
      >
        {draft.relatedConcepts.map((c, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
            key={i}
            aria-label={`Related concept ${i + 1}`}
            className="grid gap-2 sm:grid-cols-[1fr_2fr_auto]"
          >
            <Field label={`Concept ${i + 1} title`} error={errors[`relatedConcepts.${i}.title`]}>
              {(id) => (
                <Input
                  id={id}
                  value={c.title}
                  onChange={(e) =>
                    set({ relatedConcepts: patchAt(draft.relatedConcepts, i, { title: e.target.value }) })
                  }
                />
              )}
            </Field>
            <Field label={`Concept ${i + 1} teaser`}>
              {(id) => (
                <Input
                  id={id}
                  value={c.teaser}
                  onChange={(e) =>
                    set({ relatedConcepts: patchAt(draft.relatedConcepts, i, { teaser: e.target.value }) })
                  }
                />
              )}
            </Field>
            <Button
              variant="ghost"
              size="sm"
              className="self-end"
              aria-label={`Remove related concept ${i + 1}`}
              onClick={() => set({ relatedConcepts: removeAt(draft.relatedConcepts, i) })}
            >
              Remove
            </Button>
          </fieldset>
        ))}
      </FormSection>

      <FormSection title="Concept tags">
        <Field label="Tags" hint="Separate tags with commas.">
          {(id) => (
            <Input id={id} value={draft.conceptTags} onChange={(e) => set({ conceptTags: e.target.value })} />
          )}
        </Field>
      </FormSection>

      <FormSection
        title="Glossary terms"
        action={
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              set({
                glossary: [
                  ...draft.glossary,
                  { term: "", definitionShort: "", definitionMedium: "", contextTags: [], layersFoundIn: [] },
                ],
              })
            }
          >
            + Add glossary term
          </Button>
        }
      >
        {draft.glossary.map((g, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
            key={i}
            aria-label={`Glossary term ${i + 1}`}
            className="space-y-2 rounded-lg bg-slate-50 p-3"
          >
            <div className="grid gap-2 sm:grid-cols-[1fr_2fr]">
              <Field label={`Term ${i + 1}`} error={errors[`glossary.${i}.term`]}>
                {(id) => (
                  <Input
                    id={id}
                    value={g.term}
                    onChange={(e) => set({ glossary: patchAt(draft.glossary, i, { term: e.target.value }) })}
                  />
                )}
              </Field>
              <Field label={`Short definition ${i + 1}`} error={errors[`glossary.${i}.definitionShort`]}>
                {(id) => (
                  <Input
                    id={id}
                    value={g.definitionShort}
                    onChange={(e) =>
                      set({ glossary: patchAt(draft.glossary, i, { definitionShort: e.target.value }) })
                    }
                  />
                )}
              </Field>
            </div>
            <Field label={`Longer definition ${i + 1}`}>
              {(id) => (
                <Textarea
                  id={id}
                  rows={2}
                  value={g.definitionMedium}
                  onChange={(e) =>
                    set({ glossary: patchAt(draft.glossary, i, { definitionMedium: e.target.value }) })
                  }
                />
              )}
            </Field>
            <Button variant="ghost" size="sm" onClick={() => set({ glossary: removeAt(draft.glossary, i) })}>
              Remove term
            </Button>
          </fieldset>
        ))}
      </FormSection>
    </>
  );
}
