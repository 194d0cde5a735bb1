import {
  type Collection,
  type CollectionCard,
  type CollectionConfig,
  DEFAULT_COLLECTION_CONFIG,
  SESSION_MODES,
  type SessionMode,
} from "@recall/shared";
import type { CardFieldsRow } from "../search/index";
import { presentLibraryCard } from "../search/index";
import type { CollectionRow } from "./collections.repository";

/** The stored config with defaults for anything missing or unreadable. */
export function collectionConfig(row: CollectionRow): CollectionConfig {
  const stored = (row.config ?? {}) as Partial<CollectionConfig>;
  return {
    cardsPerSession: stored.cardsPerSession ?? DEFAULT_COLLECTION_CONFIG.cardsPerSession,
    sessionMode: SESSION_MODES.includes(stored.sessionMode as SessionMode)
      ? (stored.sessionMode as SessionMode)
      : DEFAULT_COLLECTION_CONFIG.sessionMode,
  };
}

/** The API shape of a collection (requirements C3); `totalCards` counts the cards the owner can still see. */
export function presentCollection(row: CollectionRow, totalCards: number): Collection {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    color: row.color,
    description: row.description,
    isFavorite: row.isFavorite,
    isActive: row.isActive,
    stats: { totalCards, lastStudied: row.lastStudiedAt?.toISOString() ?? null },
    config: collectionConfig(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCollectionCard(row: {
  card: CardFieldsRow;
  courseName: string;
  collectionPosition: number;
  addedAt: Date;
}): CollectionCard {
  return {
    ...presentLibraryCard(row),
    collectionPosition: row.collectionPosition,
    addedAt: row.addedAt.toISOString(),
  };
}
