import { z } from "zod";
import { Card, CardType } from "./cards";
import { Id, QueryBoolean } from "./common";

/**
 * Card search (requirements C2 Card Search / Card Library, requirements C7 ai-content cards/search and cards/:id/similar,
 * collections search-cards, available-topics/levels; requirements C9 limits). One service answers every search call;
 * rules in docs/decisions/search.md.
 */
export const SEARCH_LIMITS = {
  /** GET /ai-content/cards/search: default and maximum page size (requirements C9). */
  aiContent: 50,
  /** POST /cards/search and /collections/search-cards: the card search page asks for 500 (requirements C9). */
  cardSearch: 500,
  cardSearchDefault: 50,
  queryText: 200,
  /** Values per list filter (course ids, topics, levels, tags, collection ids). */
  listValues: 100,
  listValue: 300,
  similarDefault: 5,
  similarMax: 20,
  /** Buckets per aggregation (most frequent first); counts cover the whole filtered set up to `totalCap`. */
  aggregationBuckets: 200,
  /**
   * Totals and facet counts are exact up to this many matching cards, the most the card search page
   * shows (`cardSearch`); past it the total reads "500+" and the facets count the first 501 matches
   * (docs/decisions/search-totals.md "Why 500").
   */
  totalCap: 500,
} as const;

const msg = {
  number: "must be a number",
  whole: "must be a whole number",
};

/** A 1-10 difficulty score range; either end may be left out. */
export const DifficultyRange = z
  .object({
    min: z
      .number({ message: msg.number })
      .int({ message: msg.whole })
      .min(1, { message: "must be at least 1" })
      .max(10, { message: "must be at most 10" })
      .optional(),
    max: z
      .number({ message: msg.number })
      .int({ message: msg.whole })
      .min(1, { message: "must be at least 1" })
      .max(10, { message: "must be at most 10" })
      .optional(),
  })
  .strict()
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: "min must not be greater than max",
    path: ["min"],
  });
export type DifficultyRange = z.infer<typeof DifficultyRange>;

const ListValue = z
  .string({ message: "must be text" })
  .trim()
  .min(1, { message: "must not be blank" })
  .max(SEARCH_LIMITS.listValue, {
    message: `must be at most ${SEARCH_LIMITS.listValue} characters`,
  });
const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { message: "must be a list" }).max(SEARCH_LIMITS.listValues, {
    message: `must have at most ${SEARCH_LIMITS.listValues} values`,
  });
const QueryText = z
  .string({ message: "must be text" })
  .trim()
  .max(SEARCH_LIMITS.queryText, { message: `must be at most ${SEARCH_LIMITS.queryText} characters` });
const Skip = z
  .number({ message: msg.number })
  .int({ message: msg.whole })
  .min(0, { message: "must be at least 0" });

/**
 * What `searchCards(db, userId, criteria)` takes (server side; the routes map their input to it). Within one
 * filter the values are alternatives (any of `topics`); different filters combine with AND. An empty or
 * absent filter does not filter.
 */
export interface SearchCriteria {
  text?: string;
  courseIds?: string[];
  topics?: string[];
  levels?: string[];
  types?: CardType[];
  hasDeepDive?: boolean;
  collectionIds?: string[];
  /** conceptTags: a card matches with any of them. */
  tags?: string[];
  difficulty?: DifficultyRange;
  limit: number;
  skip?: number;
}

/**
 * Body of POST /cards/search (card search page) and POST /collections/search-cards (library).
 * `text` is accepted as another name of `query` (the library's word for it); `query` wins when both are sent.
 * Unknown keys are refused (400 naming them) so a misspelt filter is never silently ignored.
 */
export const CardSearchBody = z
  .object({
    query: QueryText.optional(),
    text: QueryText.optional(),
    courseIds: list(Id).optional(),
    topics: list(ListValue).optional(),
    levels: list(ListValue).optional(),
    types: z
      .array(CardType, { message: "must be a list" })
      .max(3, { message: "must have at most 3 types" })
      .optional(),
    hasDeepDive: z.boolean({ message: "must be true or false" }).optional(),
    collectionIds: list(Id).optional(),
    tags: list(ListValue).optional(),
    difficulty: DifficultyRange.optional(),
    limit: z
      .number({ message: msg.number })
      .int({ message: msg.whole })
      .min(1, { message: "must be at least 1" })
      .max(SEARCH_LIMITS.cardSearch, { message: `must be at most ${SEARCH_LIMITS.cardSearch}` })
      .default(SEARCH_LIMITS.cardSearchDefault),
    skip: Skip.default(0),
  })
  .strict();
export type CardSearchBody = z.input<typeof CardSearchBody>;

/** A comma-joined list in a query string (`topics=A,B`); a repeated key (`topics=A&topics=B`) also works. */
const CommaList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(list(ListValue));

/** `difficulty={"min":3,"max":7}` in a query string (requirements C7: "difficulty (JSON)"). */
const DifficultyJson = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be JSON such as {"min":1,"max":10}' });
      return z.NEVER;
    }
  })
  .pipe(DifficultyRange);

/** GET /ai-content/cards/search. `q` is another name of `query`. Lists are comma-joined. */
export const AiCardSearchQuery = z.object({
  query: QueryText.optional(),
  q: QueryText.optional(),
  tags: CommaList.optional(),
  topics: CommaList.optional(),
  levels: CommaList.optional(),
  courseIds: CommaList.pipe(z.array(Id)).optional(),
  types: CommaList.pipe(z.array(CardType)).optional(),
  hasDeepDive: QueryBoolean.optional(),
  difficulty: DifficultyJson.optional(),
  limit: z.coerce
    .number({ message: msg.number })
    .int({ message: msg.whole })
    .min(1, { message: "must be at least 1" })
    .max(SEARCH_LIMITS.aiContent, { message: `must be at most ${SEARCH_LIMITS.aiContent}` })
    .default(SEARCH_LIMITS.aiContent),
  skip: z.coerce
    .number({ message: msg.number })
    .int({ message: msg.whole })
    .min(0, { message: "must be at least 0" })
    .default(0),
});
export type AiCardSearchQuery = z.input<typeof AiCardSearchQuery>;

/** A card found by a search or listed in a collection: the card plus the name of its course. */
export const LibraryCard = Card.extend({ courseName: z.string() });
export type LibraryCard = z.infer<typeof LibraryCard>;

export const ValueCount = z.object({ value: z.string(), count: z.number() });
export type ValueCount = z.infer<typeof ValueCount>;

/** Counts over every card matching the criteria (not only the returned page), up to `SEARCH_LIMITS.totalCap` matches; most frequent first. */
export const SearchAggregations = z.object({
  topics: z.array(ValueCount),
  /** Beginner, Intermediate, Advanced order; other stored values after them. */
  levels: z.array(ValueCount),
  /** conceptTags. */
  tags: z.array(ValueCount),
});
export type SearchAggregations = z.infer<typeof SearchAggregations>;

/** GET /ai-content/cards/search. */
export const AiCardSearchResponse = z.object({
  data: z.object({
    cards: z.array(LibraryCard),
    totalCount: z.number(),
    /** True when more than `SEARCH_LIMITS.totalCap` cards match: `totalCount` is then the cap, a lower bound. */
    totalIsApproximate: z.boolean(),
    aggregations: SearchAggregations,
  }),
});
export type AiCardSearchResponse = z.infer<typeof AiCardSearchResponse>;

/** POST /cards/search and POST /collections/search-cards. `total` and `totalCount` are the same number. */
export const CardSearchResponse = z.object({
  data: z.object({
    cards: z.array(LibraryCard),
    total: z.number(),
    totalCount: z.number(),
    totalIsApproximate: z.boolean(),
    aggregations: SearchAggregations,
  }),
});
export type CardSearchResponse = z.infer<typeof CardSearchResponse>;

export const SimilarCardsQuery = z.object({
  limit: z.coerce
    .number({ message: msg.number })
    .int({ message: msg.whole })
    .min(1, { message: "must be at least 1" })
    .max(SEARCH_LIMITS.similarMax, { message: `must be at most ${SEARCH_LIMITS.similarMax}` })
    .default(SEARCH_LIMITS.similarDefault),
});
export type SimilarCardsQuery = z.input<typeof SimilarCardsQuery>;

/** GET /ai-content/cards/:id/similar: most similar first, never the card itself. */
export const SimilarCardsResponse = z.object({ data: z.object({ cards: z.array(LibraryCard) }) });
export type SimilarCardsResponse = z.infer<typeof SimilarCardsResponse>;

/** GET /collections/available-topics: every topic of the cards the user can see, most cards first. */
export const AvailableTopicsResponse = z.object({ data: z.object({ topics: z.array(ValueCount) }) });
export type AvailableTopicsResponse = z.infer<typeof AvailableTopicsResponse>;

/** GET /collections/available-levels: Beginner, Intermediate, Advanced order, then any other value. */
export const AvailableLevelsResponse = z.object({ data: z.object({ levels: z.array(ValueCount) }) });
export type AvailableLevelsResponse = z.infer<typeof AvailableLevelsResponse>;
