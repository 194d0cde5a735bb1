-- Custom SQL migration file, put your code below! --
-- Keeps answer_quarter_hours and answer_course_levels equal to sums over session_answers, whoever writes
-- the answers (docs/decisions/analytics.md). Statement triggers with transition tables: one pass per
-- statement however many rows it touched (one answer, a bulk insert, a cascade from a deleted course).
-- An update is taken out under its old values and put back under its new ones.
CREATE FUNCTION answer_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE answer_quarter_hours AS r
    SET answers = r.answers - d.answers, correct = r.correct - d.correct,
      reviews = r.reviews - d.reviews, reviews_correct = r.reviews_correct - d.reviews_correct
    FROM (
      SELECT user_id, to_timestamp((floor(extract(epoch FROM created_at) / 900) * 900)::float8) AS starts_at,
        count(*)::int AS answers, (count(*) FILTER (WHERE correct))::int AS correct,
        (count(*) FILTER (WHERE reps_before > 0))::int AS reviews,
        (count(*) FILTER (WHERE reps_before > 0 AND correct))::int AS reviews_correct
      FROM old_answers GROUP BY 1, 2
    ) AS d
    WHERE r.user_id = d.user_id AND r.starts_at = d.starts_at;
    UPDATE answer_course_levels AS r
    SET answers = r.answers - d.answers, correct = r.correct - d.correct, time_ms = r.time_ms - d.time_ms
    FROM (
      SELECT user_id, course_id, level, count(*)::int AS answers, (count(*) FILTER (WHERE correct))::int AS correct,
        sum(time_taken_ms)::bigint AS time_ms
      FROM old_answers GROUP BY 1, 2, 3
    ) AS d
    WHERE r.user_id = d.user_id AND r.course_id = d.course_id AND r.level = d.level;
    DELETE FROM answer_quarter_hours AS r
    USING (
      SELECT DISTINCT user_id, to_timestamp((floor(extract(epoch FROM created_at) / 900) * 900)::float8) AS starts_at
      FROM old_answers
    ) AS d
    WHERE r.user_id = d.user_id AND r.starts_at = d.starts_at AND r.answers <= 0;
    DELETE FROM answer_course_levels AS r
    USING (SELECT DISTINCT user_id, course_id, level FROM old_answers) AS d
    WHERE r.user_id = d.user_id AND r.course_id = d.course_id AND r.level = d.level AND r.answers <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO answer_quarter_hours AS r (user_id, starts_at, answers, correct, reviews, reviews_correct)
    SELECT user_id, to_timestamp((floor(extract(epoch FROM created_at) / 900) * 900)::float8),
      count(*)::int, (count(*) FILTER (WHERE correct))::int, (count(*) FILTER (WHERE reps_before > 0))::int,
      (count(*) FILTER (WHERE reps_before > 0 AND correct))::int
    FROM new_answers GROUP BY 1, 2
    ON CONFLICT (user_id, starts_at) DO UPDATE
    SET answers = r.answers + excluded.answers, correct = r.correct + excluded.correct,
      reviews = r.reviews + excluded.reviews, reviews_correct = r.reviews_correct + excluded.reviews_correct;
    INSERT INTO answer_course_levels AS r (user_id, course_id, level, answers, correct, time_ms)
    SELECT user_id, course_id, level, count(*)::int, (count(*) FILTER (WHERE correct))::int,
      sum(time_taken_ms)::bigint
    FROM new_answers GROUP BY 1, 2, 3
    ON CONFLICT (user_id, course_id, level) DO UPDATE
    SET answers = r.answers + excluded.answers, correct = r.correct + excluded.correct,
      time_ms = r.time_ms + excluded.time_ms;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER answer_rollups_insert AFTER INSERT ON session_answers
  REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION answer_rollups_apply();--> statement-breakpoint
CREATE TRIGGER answer_rollups_update AFTER UPDATE ON session_answers
  REFERENCING OLD TABLE AS old_answers NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION answer_rollups_apply();--> statement-breakpoint
CREATE TRIGGER answer_rollups_delete AFTER DELETE ON session_answers
  REFERENCING OLD TABLE AS old_answers FOR EACH STATEMENT EXECUTE FUNCTION answer_rollups_apply();--> statement-breakpoint
-- The answers given before this migration.
INSERT INTO answer_quarter_hours (user_id, starts_at, answers, correct, reviews, reviews_correct)
SELECT user_id, to_timestamp((floor(extract(epoch FROM created_at) / 900) * 900)::float8),
  count(*)::int, (count(*) FILTER (WHERE correct))::int, (count(*) FILTER (WHERE reps_before > 0))::int,
  (count(*) FILTER (WHERE reps_before > 0 AND correct))::int
FROM session_answers GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO answer_course_levels (user_id, course_id, level, answers, correct, time_ms)
SELECT user_id, course_id, level, count(*)::int, (count(*) FILTER (WHERE correct))::int, sum(time_taken_ms)::bigint
FROM session_answers GROUP BY 1, 2, 3;
