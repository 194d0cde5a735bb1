-- Custom SQL migration file, put your code below! --
-- Searches without text (filters, the library's first page) and their aggregations read only these
-- columns of the visible courses' cards: an index-only scan instead of the wide card rows. drizzle-kit
-- cannot express INCLUDE, hence a custom migration (docs/decisions/search.md).
CREATE INDEX IF NOT EXISTS "cards_course_search_cover_idx" ON "cards" USING btree ("course_id") INCLUDE ("id", "topic", "level", "position", "type", "difficulty_score", "concept_tags");
