-- Custom SQL migration file, put your code below! --
-- Fills the answer history columns (the answer_history migration) for answers given before them (docs/decisions/analytics.md).
-- Those answers take the card's course, topic and level as they are now: the best record there is.
UPDATE "session_answers" AS a
SET "course_id" = c."course_id", "topic" = c."topic", "level" = c."level"
FROM "cards" AS c
WHERE c."id" = a."card_id" AND a."course_id" IS NULL;--> statement-breakpoint
-- Reviews of the card by the same learner before each answer (every answer is one FSRS review).
UPDATE "session_answers" AS a
SET "reps_before" = r."n"
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "user_id", "card_id" ORDER BY "created_at", "id") - 1)::int AS "n"
  FROM "session_answers"
) AS r
WHERE r."id" = a."id" AND a."reps_before" <> r."n";--> statement-breakpoint
-- The next due time each answer scheduled, as its stored result reported it.
UPDATE "session_answers"
SET "due_after" = ("engine_response" #>> '{data,nextReviewAt}')::timestamptz
WHERE "due_after" IS NULL
  AND ("engine_response" #>> '{data,nextReviewAt}') ~ '^\d{4}-\d{2}-\d{2}T[0-9:.]+Z$';
