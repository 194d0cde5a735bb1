import { z } from "zod";
import { Id, QueryBoolean } from "./common";
import { LibraryCard } from "./search";

/**
 * Collections (requirements C2 Collections / Collection detail, requirements C3 Collection, requirements C5 Collections, requirements C7, requirements C8, requirements C9 palette).
 * A collection belongs to its owner alone: any other user gets 404 "Collection not found".
 * Rules in docs/decisions/collections.md.
 */

/** requirements C9: the colour palette; the first is the default. */
export const COLLECTION_COLORS = [
  "#3B82F6",
  "#10B981",
  "#F59E0B",
  "#EF4444",
  "#8B5CF6",
  "#EC4899",
  "#06B6D4",
  "#F97316",
] as const;
export const CollectionColor = z.enum(COLLECTION_COLORS, {
  message: `must be one of ${COLLECTION_COLORS.join(", ")}`,
});
export type CollectionColor = z.infer<typeof CollectionColor>;
export const DEFAULT_COLLECTION_COLOR: CollectionColor = "#3B82F6";

/**
 * How a session from the collection picks and orders its cards:
 * - adaptive: like a course session (due reviews, then new cards, then least recently seen; topics interleaved);
 * - sequential: collection order, the cards studied least recently (never studied first) chosen;
 * - random: a random draw in random order.
 */
export const SESSION_MODES = ["adaptive", "sequential", "random"] as const;
export const SessionMode = z.enum(SESSION_MODES, { message: "must be adaptive, sequential or random" });
export type SessionMode = z.infer<typeof SessionMode>;

export const COLLECTION_LIMITS = {
  name: 200,
  slug: 100,
  description: 2_000,
  /** Card ids per add/remove/reorder call. */
  cardsPerCall: 1_000,
  /** Cards a collection may hold. */
  maxCards: 10_000,
  cardsPageDefault: 100,
  cardsPageMax: 1_000,
  /** requirements S2: sessions plan 5 to 50 cards. */
  cardsPerSession: { min: 5, max: 50 },
} as const;

export const DEFAULT_COLLECTION_CONFIG = { cardsPerSession: 15, sessionMode: "adaptive" } as const satisfies {
  cardsPerSession: number;
  sessionMode: SessionMode;
};

/** The messages of requirements C5 and C8 that the server answers with. */
export const COLLECTION_MESSAGES = {
  nameAndSlugRequired: "Please enter both name and slug",
  slugTaken: "Failed to create collection. Check if the slug is unique.",
  duplicateSlugTaken: "Failed to duplicate collection. Check if the slug is unique.",
  notFound: "Collection not found",
} as const;

/** The spec's slug rule (requirements C5): what `slugify` produces, i.e. lowercase a-z, 0-9 and hyphens. */
export const COLLECTION_SLUG_PATTERN = /^[a-z0-9-]+$/;

const Name = z
  .string({ message: "must be text" })
  .trim()
  .max(COLLECTION_LIMITS.name, { message: `must be at most ${COLLECTION_LIMITS.name} characters` });
/** Blank is let through the schema so the route can answer the spec's 'Please enter both name and slug'. */
const Slug = z
  .string({ message: "must be text" })
  .trim()
  .max(COLLECTION_LIMITS.slug, { message: `must be at most ${COLLECTION_LIMITS.slug} characters` })
  .refine((s) => s === "" || COLLECTION_SLUG_PATTERN.test(s), {
    message: "may only contain lowercase letters a-z, digits and hyphens",
  });
const Description = z.string({ message: "must be text" }).max(COLLECTION_LIMITS.description, {
  message: `must be at most ${COLLECTION_LIMITS.description} characters`,
});

export const CollectionConfig = z.object({
  cardsPerSession: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(COLLECTION_LIMITS.cardsPerSession.min, {
      message: `must be at least ${COLLECTION_LIMITS.cardsPerSession.min}`,
    })
    .max(COLLECTION_LIMITS.cardsPerSession.max, {
      message: `must be at most ${COLLECTION_LIMITS.cardsPerSession.max}`,
    }),
  sessionMode: SessionMode,
});
export type CollectionConfig = z.infer<typeof CollectionConfig>;

/** A collection as the API returns it (requirements C3). `stats.totalCards` counts the cards the owner can still see. */
export const Collection = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  description: z.string(),
  isFavorite: z.boolean(),
  isActive: z.boolean(),
  stats: z.object({ totalCards: z.number(), lastStudied: z.string().nullable() }),
  config: CollectionConfig,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionParams = z.object({ id: Id });
export type CollectionParams = z.infer<typeof CollectionParams>;
export const CompareCollectionsParams = z.object({ idA: Id, idB: Id });
export type CompareCollectionsParams = z.infer<typeof CompareCollectionsParams>;
export const FromCourseParams = z.object({ courseId: Id });
export type FromCourseParams = z.infer<typeof FromCourseParams>;

/**
 * POST /collections. Blank name or slug: 400 'Please enter both name and slug' (fields name which);
 * a slug the user already uses: 409 'Failed to create collection. Check if the slug is unique.'
 */
export const CreateCollectionBody = z
  .object({
    name: Name.default(""),
    slug: Slug.default(""),
    color: CollectionColor.default(DEFAULT_COLLECTION_COLOR),
    description: Description.default(""),
    config: CollectionConfig.partial().optional(),
  })
  .strict();
export type CreateCollectionBody = z.input<typeof CreateCollectionBody>;

/** PATCH /collections/:id: any subset; `config` is merged into the current one. Unknown keys are refused. */
export const UpdateCollectionBody = z
  .object({
    name: Name.min(1, { message: "must not be blank" }).optional(),
    description: Description.optional(),
    color: CollectionColor.optional(),
    isFavorite: z.boolean({ message: "must be true or false" }).optional(),
    isActive: z.boolean({ message: "must be true or false" }).optional(),
    config: CollectionConfig.partial().optional(),
  })
  .strict();
export type UpdateCollectionBody = z.input<typeof UpdateCollectionBody>;

export const CollectionListQuery = z.object({
  isFavorite: QueryBoolean.optional(),
  isActive: QueryBoolean.optional(),
});
export type CollectionListQuery = z.input<typeof CollectionListQuery>;

/** Favourites first, then the most recently studied or created. */
export const CollectionListResponse = z.object({ data: z.object({ collections: z.array(Collection) }) });
export type CollectionListResponse = z.infer<typeof CollectionListResponse>;

export const CollectionResponse = z.object({ data: z.object({ collection: Collection }) });
export type CollectionResponse = z.infer<typeof CollectionResponse>;

export const DeleteCollectionResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type DeleteCollectionResponse = z.infer<typeof DeleteCollectionResponse>;

const CardIds = z
  .array(Id, { message: "must be a list of card ids" })
  .min(1, { message: "Select at least one card" })
  .max(COLLECTION_LIMITS.cardsPerCall, {
    message: `must have at most ${COLLECTION_LIMITS.cardsPerCall} cards`,
  });

/** POST and DELETE /collections/:id/cards. Idempotent: cards already in (or already out) are not counted. */
export const CollectionCardsBody = z.object({ cardIds: CardIds }).strict();
export type CollectionCardsBody = z.input<typeof CollectionCardsBody>;

export const AddCollectionCardsResponse = z.object({
  data: z.object({ added: z.number(), totalCards: z.number() }),
});
export type AddCollectionCardsResponse = z.infer<typeof AddCollectionCardsResponse>;
export const RemoveCollectionCardsResponse = z.object({
  data: z.object({ removed: z.number(), totalCards: z.number() }),
});
export type RemoveCollectionCardsResponse = z.infer<typeof RemoveCollectionCardsResponse>;

export const COLLECTION_CARD_SORTS = ["position", "addedAt", "topic", "level", "face"] as const;
export const CollectionCardsQuery = z.object({
  limit: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(COLLECTION_LIMITS.cardsPageMax, { message: `must be at most ${COLLECTION_LIMITS.cardsPageMax}` })
    .default(COLLECTION_LIMITS.cardsPageDefault),
  skip: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be at least 0" })
    .default(0),
  sortBy: z
    .enum(COLLECTION_CARD_SORTS, { message: `must be one of ${COLLECTION_CARD_SORTS.join(", ")}` })
    .default("position"),
  sortOrder: z.enum(["asc", "desc"], { message: "must be asc or desc" }).default("asc"),
});
export type CollectionCardsQuery = z.input<typeof CollectionCardsQuery>;

/** A card of a collection: `collectionPosition` is its place in the collection (`position` is the course's). */
export const CollectionCard = LibraryCard.extend({ collectionPosition: z.number(), addedAt: z.string() });
export type CollectionCard = z.infer<typeof CollectionCard>;

export const CollectionCardsResponse = z.object({
  data: z.object({ cards: z.array(CollectionCard), total: z.number() }),
});
export type CollectionCardsResponse = z.infer<typeof CollectionCardsResponse>;

/**
 * PATCH /collections/:id/reorder: the listed cards take the first places in this order; cards not listed
 * keep their relative order after them (so the full list is a complete reorder). Every id must be in the collection.
 */
export const ReorderCollectionBody = z.object({ cardIds: CardIds }).strict();
export type ReorderCollectionBody = z.input<typeof ReorderCollectionBody>;
export const ReorderCollectionResponse = z.object({ data: z.object({ cardIds: z.array(z.string()) }) });
export type ReorderCollectionResponse = z.infer<typeof ReorderCollectionResponse>;

/** POST /collections/:id/duplicate. Without `newSlug` the slug is derived from `newName` (the spec's rule). */
export const DuplicateCollectionBody = z
  .object({
    newName: Name.default(""),
    newSlug: Slug.optional(),
    includeCards: z.boolean({ message: "must be true or false" }).default(true),
  })
  .strict();
export type DuplicateCollectionBody = z.input<typeof DuplicateCollectionBody>;

/** GET /collections/compare/:idA/:idB: card ids (visible cards only) and topics on each side. */
export const CompareCollectionsResponse = z.object({
  data: z.object({
    inBoth: z.array(z.string()),
    onlyInA: z.array(z.string()),
    onlyInB: z.array(z.string()),
    topicOverlap: z.object({
      shared: z.array(z.string()),
      onlyA: z.array(z.string()),
      onlyB: z.array(z.string()),
    }),
  }),
});
export type CompareCollectionsResponse = z.infer<typeof CompareCollectionsResponse>;

/** GET /collections/:id/stats (requirements C3 "Collection statistics"). */
export const CollectionStats = z.object({
  totalCards: z.number(),
  cardsByTopic: z.record(z.string(), z.number()),
  cardsByLevel: z.record(z.string(), z.number()),
  hasDeepDive: z.number(),
  hasConceptExplainer: z.number(),
});
export type CollectionStats = z.infer<typeof CollectionStats>;
export const CollectionStatsResponse = z.object({ data: CollectionStats });
export type CollectionStatsResponse = z.infer<typeof CollectionStatsResponse>;
