-- Custom SQL migration file, put your code below! --
-- Imported reviews count in analytics like answers (docs/decisions/anki-import.md): the rollups that
-- triggers keep beside session_answers (0015) are kept beside imported_reviews by the same rules, with
-- reviewed_at as the time, grade > 1 as right, duration_ms as the time taken.
-- First the reviews imported before their course, topic, level and order were recorded.
UPDATE imported_reviews AS r SET course_id = c.course_id, topic = c.topic, level = c.level
FROM cards AS c WHERE c.id = r.card_id AND r.course_id IS NULL;--> statement-breakpoint
UPDATE imported_reviews AS r SET reps_before = o.n
FROM (
  SELECT id, (row_number() OVER (PARTITION BY user_id, card_id ORDER BY reviewed_at, id) - 1)::int AS n
  FROM imported_reviews
) AS o
WHERE o.id = r.id;--> statement-breakpoint
CREATE FUNCTION imported_review_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE answer_quarter_hours AS r
    SET answers = r.answers - d.answers, correct = r.correct - d.correct,
      reviews = r.reviews - d.reviews, reviews_correct = r.reviews_correct - d.reviews_correct
    FROM (
      SELECT user_id, to_timestamp((floor(extract(epoch FROM reviewed_at) / 900) * 900)::float8) AS starts_at,
        count(*)::int AS answers, (count(*) FILTER (WHERE grade > 1))::int AS correct,
        (count(*) FILTER (WHERE reps_before > 0))::int AS reviews,
        (count(*) FILTER (WHERE reps_before > 0 AND grade > 1))::int AS reviews_correct
      FROM old_reviews GROUP BY 1, 2
    ) AS d
    WHERE r.user_id = d.user_id AND r.starts_at = d.starts_at;
    UPDATE answer_course_levels AS r
    SET answers = r.answers - d.answers, correct = r.correct - d.correct, time_ms = r.time_ms - d.time_ms
    FROM (
      SELECT user_id, course_id, level, count(*)::int AS answers, (count(*) FILTER (WHERE grade > 1))::int AS correct,
        sum(duration_ms)::bigint AS time_ms
      FROM old_reviews GROUP BY 1, 2, 3
    ) AS d
    WHERE r.user_id = d.user_id AND r.course_id = d.course_id AND r.level = d.level;
    DELETE FROM answer_quarter_hours AS r
    USING (
      SELECT DISTINCT user_id, to_timestamp((floor(extract(epoch FROM reviewed_at) / 900) * 900)::float8) AS starts_at
      FROM old_reviews
    ) AS d
    WHERE r.user_id = d.user_id AND r.starts_at = d.starts_at AND r.answers <= 0;
    DELETE FROM answer_course_levels AS r
    USING (SELECT DISTINCT user_id, course_id, level FROM old_reviews) AS d
    WHERE r.user_id = d.user_id AND r.course_id = d.course_id AND r.level = d.level AND r.answers <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO answer_quarter_hours AS r (user_id, starts_at, answers, correct, reviews, reviews_correct)
    SELECT user_id, to_timestamp((floor(extract(epoch FROM reviewed_at) / 900) * 900)::float8),
      count(*)::int, (count(*) FILTER (WHERE grade > 1))::int, (count(*) FILTER (WHERE reps_before > 0))::int,
      (count(*) FILTER (WHERE reps_before > 0 AND grade > 1))::int
    FROM new_reviews GROUP BY 1, 2
    ON CONFLICT (user_id, starts_at) DO UPDATE
    SET answers = r.answers + excluded.answers, correct = r.correct + excluded.correct,
      reviews = r.reviews + excluded.reviews, reviews_correct = r.reviews_correct + excluded.reviews_correct;
    INSERT INTO answer_course_levels AS r (user_id, course_id, level, answers, correct, time_ms)
    SELECT user_id, course_id, level, count(*)::int, (count(*) FILTER (WHERE grade > 1))::int,
      sum(duration_ms)::bigint
    FROM new_reviews GROUP BY 1, 2, 3
    ON CONFLICT (user_id, course_id, level) DO UPDATE
    SET answers = r.answers + excluded.answers, correct = r.correct + excluded.correct,
      time_ms = r.time_ms + excluded.time_ms;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER imported_review_rollups_insert AFTER INSERT ON imported_reviews
  REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION imported_review_rollups_apply();--> statement-breakpoint
CREATE TRIGGER imported_review_rollups_update AFTER UPDATE ON imported_reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION imported_review_rollups_apply();--> statement-breakpoint
CREATE TRIGGER imported_review_rollups_delete AFTER DELETE ON imported_reviews
  REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION imported_review_rollups_apply();--> statement-breakpoint
-- The reviews imported before this migration.
INSERT INTO answer_quarter_hours AS r (user_id, starts_at, answers, correct, reviews, reviews_correct)
SELECT user_id, to_timestamp((floor(extract(epoch FROM reviewed_at) / 900) * 900)::float8),
  count(*)::int, (count(*) FILTER (WHERE grade > 1))::int, (count(*) FILTER (WHERE reps_before > 0))::int,
  (count(*) FILTER (WHERE reps_before > 0 AND grade > 1))::int
FROM imported_reviews GROUP BY 1, 2
ON CONFLICT (user_id, starts_at) DO UPDATE
SET answers = r.answers + excluded.answers, correct = r.correct + excluded.correct,
  reviews = r.reviews + excluded.reviews, reviews_correct = r.reviews_correct + excluded.reviews_correct;--> statement-breakpoint
INSERT INTO answer_course_levels AS r (user_id, course_id, level, answers, correct, time_ms)
SELECT user_id, course_id, level, count(*)::int, (count(*) FILTER (WHERE grade > 1))::int, sum(duration_ms)::bigint
FROM imported_reviews GROUP BY 1, 2, 3
ON CONFLICT (user_id, course_id, level) DO UPDATE
SET answers = r.answers + excluded.answers, correct = r.correct + excluded.correct,
  time_ms = r.time_ms + excluded.time_ms;
