-- Custom SQL migration file, put your code below! --
-- A card's place in the shared library (its course public, active and not a pending upload: the half of
-- courseVisibleTo that is the same for every learner), copied onto the card so a partial word index holds
-- only those cards. A text search then reads the matches a learner may see straight from the indexes
-- (shared ones from the partial index, their own courses' through the course index) instead of fetching
-- every match's row to check its course (docs/decisions/search.md "Shared library"). The copy is kept by
-- triggers, so no writer can forget it; the join on courses stays the rule every query applies.
ALTER TABLE "cards" ADD COLUMN "in_shared_library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION cards_shared_library_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.in_shared_library := coalesce(
    (SELECT c.is_public AND c.is_active AND NOT c.is_pending FROM courses AS c WHERE c.id = NEW.course_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER cards_shared_library BEFORE INSERT OR UPDATE OF course_id ON cards
  FOR EACH ROW EXECUTE FUNCTION cards_shared_library_set();--> statement-breakpoint
CREATE FUNCTION courses_shared_library_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cards SET in_shared_library = (NEW.is_public AND NEW.is_active AND NOT NEW.is_pending)
  WHERE course_id = NEW.id
    AND in_shared_library IS DISTINCT FROM (NEW.is_public AND NEW.is_active AND NOT NEW.is_pending);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_shared_library AFTER UPDATE OF is_public, is_active, is_pending ON courses
  FOR EACH ROW EXECUTE FUNCTION courses_shared_library_sync();--> statement-breakpoint
UPDATE cards AS k SET in_shared_library = true FROM courses AS c
WHERE c.id = k.course_id AND c.is_public AND c.is_active AND NOT c.is_pending;--> statement-breakpoint
CREATE INDEX "cards_shared_search_vector_idx" ON "cards" USING gin ("search_vector") WHERE in_shared_library;
