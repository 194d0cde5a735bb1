import type {
  Artwork,
  ConceptExplainer,
  DeepDive,
  GlossaryTerm,
  RelatedConcept,
  Sandbox,
} from "@recall/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();

export type CourseConfig = { defaultFrequency: "daily" | "weekly"; cardsPerSession: number };
/** Where a course came from; merge, plan and syllabus courses keep their origin for analytics. */
export type CourseSource =
  | "upload"
  | "manual"
  | "ai"
  | "plan"
  | "syllabus"
  | "merge"
  | "seed"
  | "copy"
  | "import";

export const courses = pgTable(
  "courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    topics: jsonb().$type<string[]>().notNull().default([]),
    levels: jsonb().$type<string[]>().notNull().default([]),
    config: jsonb().$type<CourseConfig>().notNull(),
    isActive: boolean().notNull().default(true),
    isPublic: boolean().notNull().default(false),
    /**
     * True while an upload writes the course's cards in pieces (one transaction held PGlite's one
     * connection for seconds). Nobody sees a pending course, its owner included (course-visibility.ts); the
     * upload flips it when the last card is in, or deletes it on failure (course-upload.ts).
     */
    isPending: boolean().notNull().default(false),
    /** Kept equal to the number of cards by every mutation, in the same transaction. */
    cardCount: integer().notNull().default(0),
    source: text().$type<CourseSource>().notNull().default("upload"),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("courses_owner_slug_uq").on(t.ownerId, t.slug),
    index("courses_public_idx").on(t.isPublic, t.isActive),
  ],
);

/** A PostgreSQL tsvector, read as its text form (services never select it; see modules/search). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The weighted full-text document of a card (docs/decisions/search.md): face A, back B, topic C, the
 * explanations and the concept explainer D, with the language-neutral 'simple' configuration.
 * Column names are written out because a generation expression may only name columns of its own row.
 */
export const CARD_SEARCH_VECTOR = sql`setweight(to_tsvector('simple'::regconfig, "face"), 'A') || setweight(to_tsvector('simple'::regconfig, "back"), 'B') || setweight(to_tsvector('simple'::regconfig, "topic"), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce("explanation_right", '') || ' ' || coalesce("explanation_wrong", '') || ' ' || coalesce("concept_explainer" ->> 'title', '') || ' ' || coalesce("concept_explainer" ->> 'content', '')), 'D')`;

/**
 * A card's tags as a text array, through `card_tag_list` (migration 0039): what the tag filter tests and its
 * GIN index holds. As an array, ANALYZE keeps per-tag frequencies for the index, so the planner knows how
 * many cards a tag filter passes; for the JSON column's `?|` it assumed 69 cards at any size and, for a
 * tag on 5,000 cards of 1,000,000, read all of them to test the word (docs/decisions/search.md "Tags").
 */
export const cardTagList = (conceptTags: AnyPgColumn) => sql`card_tag_list(${conceptTags})`;

export const cards = pgTable(
  "cards",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Order within the course. */
    position: integer().notNull(),
    face: text().notNull(),
    back: text().notNull(),
    topic: text().notNull(),
    level: text().notNull(),
    type: text().$type<"basic" | "mcq" | "cloze">().notNull().default("basic"),
    frequency: text().$type<"daily" | "weekly">().notNull().default("daily"),
    options: jsonb().$type<string[]>(),
    answerIndex: integer(),
    acceptableAnswers: jsonb().$type<string[]>(),
    explanationRight: text(),
    explanationWrong: text(),
    conceptExplainer: jsonb().$type<ConceptExplainer>(),
    deepDive: jsonb().$type<DeepDive>(),
    artworks: jsonb().$type<Artwork[]>().notNull().default([]),
    relatedConcepts: jsonb().$type<RelatedConcept[]>().notNull().default([]),
    conceptTags: jsonb().$type<string[]>().notNull().default([]),
    difficultyScore: integer(),
    glossary: jsonb().$type<GlossaryTerm[]>().notNull().default([]),
    glossaryGeneratedAt: timestamp({ withTimezone: true, mode: "date" }),
    wordCount: integer().notNull().default(0),
    minReadTime: integer().notNull().default(5),
    sandbox: jsonb().$type<Sandbox>(),
    /** The passage of the learner's material an AI card was written from; null otherwise. */
    sourcePassage: text(),
    createdAt: now(),
    updatedAt: now(),
    /** Maintained by PostgreSQL from the fields above (STORED generated column). */
    searchVector: tsvector().generatedAlwaysAs(CARD_SEARCH_VECTOR),
  },
  (t) => [
    index("cards_course_position_idx").on(t.courseId, t.position),
    index("cards_course_topic_idx").on(t.courseId, t.topic),
    // The GIN indexes' pending lists are capped at 1 MB by migration 0040 (custom SQL: an index storage
    // parameter changed in place), since every search reads them whole.
    index("cards_search_vector_idx").using("gin", t.searchVector),
    index("cards_face_trgm_idx").using("gin", t.face.op("gin_trgm_ops")),
    // A tag filter beside a word: PostgreSQL intersects this with the word index (BitmapAnd) and fetches
    // only cards that pass both. Topics have a covering index of their own, custom SQL (INCLUDE) in
    // migration 0038 (docs/decisions/search.md "Filters beside a word").
    index("cards_tag_list_idx").using("gin", cardTagList(t.conceptTags)),
  ],
);
