-- Custom SQL migration file, put your code below! --
-- Mastery, the due forecast and retrievability read these columns of every memory row of one learner:
-- an index-only scan instead of the table, where other learners' rows sit in between. drizzle-kit cannot
-- express INCLUDE, hence a custom migration (docs/decisions/analytics.md).
CREATE INDEX IF NOT EXISTS "card_memory_user_cover_idx" ON "card_memory" USING btree ("user_id") INCLUDE ("card_id", "state", "reps", "stability", "due", "last_review");
