import { type Collection, UpdateCollectionBody } from "@recall/shared";
import { z } from "zod";

/**
 * The Edit Collection form on the one form model: the inputs hold text, which is converted and piped into
 * the shared `UpdateCollectionBody`, so the form refuses what the server refuses (cards per session 5-50,
 * the palette, a blank name) with the same messages on the same paths ("config.cardsPerSession").
 */
const EditCollectionValues = z.object({
  name: z.string(),
  description: z.string(),
  color: z.string(),
  config: z.object({ cardsPerSession: z.string(), sessionMode: z.string() }),
});
export type EditCollectionValues = z.infer<typeof EditCollectionValues>;

export const EditCollectionSchema = EditCollectionValues.transform(
  (v): z.input<typeof UpdateCollectionBody> => ({
    name: v.name,
    description: v.description.trim(),
    color: v.color as z.input<typeof UpdateCollectionBody>["color"],
    config: {
      cardsPerSession: v.config.cardsPerSession.trim() === "" ? Number.NaN : Number(v.config.cardsPerSession),
      sessionMode: v.config.sessionMode as NonNullable<
        z.input<typeof UpdateCollectionBody>["config"]
      >["sessionMode"],
    },
  }),
).pipe(UpdateCollectionBody);

export function collectionToForm(c: Collection): EditCollectionValues {
  return {
    name: c.name,
    description: c.description,
    color: c.color,
    config: { cardsPerSession: String(c.config.cardsPerSession), sessionMode: c.config.sessionMode },
  };
}
