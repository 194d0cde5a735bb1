import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cards } from "./courses";
import { users } from "./users";

const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();

export type CollectionConfig = { cardsPerSession: number; sessionMode: string };

export const collections = pgTable(
  "collections",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    color: text().notNull().default("#3B82F6"),
    isFavorite: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    config: jsonb().$type<CollectionConfig>().notNull(),
    lastStudiedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex("collections_user_slug_uq").on(t.userId, t.slug)],
);

export const collectionCards = pgTable(
  "collection_cards",
  {
    collectionId: uuid()
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    cardId: uuid()
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    addedAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.cardId] }),
    index("collection_cards_card_idx").on(t.cardId),
  ],
);
