-- Custom SQL migration file, put your code below! --
-- Keeps card_tags equal to the tags in cards.concept_tags, whoever writes the cards (issue 14: tags that an
-- index can filter and count). Statement triggers with transition tables: one pass per statement however
-- many cards it wrote (one edit, a 5,000-card upload, an import batch). A deleted card's rows go by the
-- foreign key's cascade. An update rewrites the rows of the cards whose tags changed, and only those.
CREATE FUNCTION card_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM card_tags AS t
    USING new_cards AS n JOIN old_cards AS o ON o.id = n.id
    WHERE t.card_id = n.id AND n.concept_tags IS DISTINCT FROM o.concept_tags;
    INSERT INTO card_tags (card_id, tag)
    SELECT DISTINCT n.id, x.tag
    FROM new_cards AS n JOIN old_cards AS o ON o.id = n.id, jsonb_array_elements_text(n.concept_tags) AS x(tag)
    WHERE n.concept_tags IS DISTINCT FROM o.concept_tags
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO card_tags (card_id, tag)
    SELECT DISTINCT n.id, x.tag FROM new_cards AS n, jsonb_array_elements_text(n.concept_tags) AS x(tag)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER card_tags_insert AFTER INSERT ON cards
  REFERENCING NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION card_tags_sync();--> statement-breakpoint
CREATE TRIGGER card_tags_update AFTER UPDATE ON cards
  REFERENCING OLD TABLE AS old_cards NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION card_tags_sync();--> statement-breakpoint
-- The cards written before this migration.
INSERT INTO card_tags (card_id, tag)
SELECT DISTINCT c.id, x.tag FROM cards AS c, jsonb_array_elements_text(c.concept_tags) AS x(tag)
ON CONFLICT DO NOTHING;
