import type { Collection, CollectionCard, LibraryCard } from "@recall/shared";
import { makeCard } from "../../../test/card-factory";

let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function makeCollection(overrides: Partial<Collection> = {}): Collection {
  seq += 1;
  return {
    id: uuid(seq),
    name: `Collection ${seq}`,
    slug: `collection-${seq}`,
    color: "#3B82F6",
    description: "",
    isFavorite: false,
    isActive: true,
    stats: { totalCards: 0, lastStudied: null },
    config: { cardsPerSession: 15, sessionMode: "adaptive" },
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
    ...overrides,
  };
}

export function makeLibraryCard(overrides: Partial<LibraryCard> = {}): LibraryCard {
  seq += 1;
  return {
    ...makeCard({
      id: uuid(seq),
      courseId: uuid(9000),
      position: seq,
      face: `Question ${seq}?`,
      back: `Answer ${seq}`,
      topic: "Cells",
      wordCount: 4,
      createdAt: "2026-01-01T10:00:00.000Z",
      updatedAt: "2026-01-01T10:00:00.000Z",
    }),
    courseName: "Biology Basics",
    ...overrides,
  };
}

export function makeCollectionCard(overrides: Partial<CollectionCard> = {}): CollectionCard {
  const card = makeLibraryCard(overrides);
  return { ...card, collectionPosition: card.position, addedAt: "2026-01-02T10:00:00.000Z", ...overrides };
}
