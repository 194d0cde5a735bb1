import type { LibraryCard } from "@recall/shared";
import type { CardRow } from "../courses/index";
import { presentCard } from "../courses/index";
import type { CardFieldsRow } from "./card-columns";

/** A found card: the card presenter's fields plus its course's name. */
export function presentLibraryCard(row: { card: CardFieldsRow; courseName: string }): LibraryCard {
  // presentCard picks fields and never reads the search vector, which is not selected.
  return { ...presentCard(row.card as CardRow), courseName: row.courseName };
}
