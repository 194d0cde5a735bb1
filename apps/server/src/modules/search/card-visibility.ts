import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { cards, courses } from "../../db/schema/index";
import type { CardRow } from "../courses/courses.repository";

/**
 * The one rule for which cards a user may find, add to a collection or study from one
 * (docs/decisions/search.md): cards of the user's own courses, active or not, and of other users'
 * courses that are public and active. Needs `courses` joined on the card's course.
 */
export function visibleToUser(userId: string): SQL {
  return sql`(${courses.ownerId} = ${userId} or (${courses.isPublic} and ${courses.isActive}))`;
}

const { searchVector: _searchVector, ...cardColumnsWithoutVector } = getTableColumns(cards);

/** Every card column except the search vector, which is index material and never sent anywhere. */
export const cardColumns = cardColumnsWithoutVector;
export type CardFieldsRow = Omit<CardRow, "searchVector">;
