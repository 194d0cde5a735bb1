import { getTableColumns } from "drizzle-orm";
import { cards } from "../../db/schema/index";
import type { CardRow } from "../courses/index";

const { searchVector: _searchVector, ...cardColumnsWithoutVector } = getTableColumns(cards);

/** Every card column except the search vector, which is index material and never sent anywhere. */
export const cardColumns = cardColumnsWithoutVector;
export type CardFieldsRow = Omit<CardRow, "searchVector">;
