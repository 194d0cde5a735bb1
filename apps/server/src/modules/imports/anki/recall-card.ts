import type { ImportCard } from "../import-plan";

/** An app card of a Recall note, without what the Anki card adds (its id, reviews and memory). */
export type RecallCard = Omit<ImportCard, "sourceId" | "reviews" | "memory">;

export type RecallCardResult =
  | { ok: true; card: RecallCard; missingImages: string[] }
  /** Anki shows no such card: no deletion of its number, or a second card of the one-template type. */
  | { ok: false; reason: "noCloze" | "noTemplate" };
