import type { LibraryCard } from "@recall/shared";
import { presentCard } from "../courses/card.presenter";
import type { CardRow } from "../courses/courses.repository";
import type { CardFieldsRow } from "./card-visibility";

/** A found card: the card presenter's fields plus its course's name. */
export function presentLibraryCard(row: { card: CardFieldsRow; courseName: string }): LibraryCard {
  // presentCard picks fields and never reads the search vector, which is not selected.
  return { ...presentCard(row.card as CardRow), courseName: row.courseName };
}
