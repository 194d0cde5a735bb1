-- The tag filter tests `card_tag_list(concept_tags) && array[...]` instead of `concept_tags ?| array[...]`,
-- over a GIN index on that expression. Same matches (string elements, whole and case-sensitive), but an
-- array expression index gets per-tag statistics from ANALYZE, so the planner knows how many cards a tag
-- filter passes and intersects it with the word index; for the JSON `?|` it had no statistics and assumed
-- ~69 cards whatever the tag (docs/decisions/search.md "Tags").
-- Only string elements count, as for `?|`; anything but an array holds no tags.
CREATE OR REPLACE FUNCTION card_tag_list(tags jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(tags) = 'array' THEN
    ARRAY(SELECT e #>> '{}' FROM jsonb_array_elements(tags) AS e WHERE jsonb_typeof(e) = 'string')
  ELSE '{}'::text[] END $$;--> statement-breakpoint
DROP INDEX "cards_concept_tags_idx";--> statement-breakpoint
CREATE INDEX "cards_tag_list_idx" ON "cards" USING gin (card_tag_list("concept_tags"));
