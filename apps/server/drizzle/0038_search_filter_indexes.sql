-- A topic or tag filter beside a word is answered by indexes PostgreSQL can intersect with the word index
-- (BitmapAnd), so only cards passing both are fetched; a topic filter without text reads the covering topic
-- index alone (index-only) instead of every visible card (docs/decisions/search.md "Filters beside a word").
-- drizzle-kit cannot express INCLUDE, so the topic index is declared here only, like migration 0004's.
-- The tag filter now reads `cards.concept_tags` through its GIN index, so the `card_tags` copy of migrations
-- 0024-0025 has no reader left: its triggers, function and table go, and card writes no longer maintain it.
DROP TRIGGER IF EXISTS "card_tags_insert" ON "cards";--> statement-breakpoint
DROP TRIGGER IF EXISTS "card_tags_update" ON "cards";--> statement-breakpoint
DROP FUNCTION IF EXISTS card_tags_sync();--> statement-breakpoint
DROP TABLE "card_tags" CASCADE;--> statement-breakpoint
CREATE INDEX "cards_concept_tags_idx" ON "cards" USING gin ("concept_tags");--> statement-breakpoint
CREATE INDEX "cards_topic_cover_idx" ON "cards" USING btree ("topic") INCLUDE ("course_id", "level", "type", "difficulty_score", "concept_tags", "position", "id");
