-- Course jobs written before the job registry kept their outline in "plan" and their progress as
-- {totalBatches, doneBatches: number[], cardsCreated}. The "course" kind now keeps
-- {plan, doneBatches: [{index, cards, mcq}], cardsCreated, mcqCreated} in "progress" and, once completed,
-- {courseId, plannedCards, plannedMcq, cardsCreated, mcqCreated} in "result". Old batches did not record
-- what they delivered: each done batch is recorded with its planned counts, and the job's MCQ total is
-- counted from its course. The next migration drops "plan".
UPDATE "generation_jobs" AS j SET "progress" = jsonb_build_object(
  'plan', j."plan",
  'doneBatches', COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      'index', d.idx::int,
      'cards', COALESCE((b.batch ->> 'cardCount')::int, 0),
      'mcq', COALESCE((b.batch ->> 'mcqCount')::int, 0)
    ) ORDER BY d.idx::int)
    FROM jsonb_array_elements_text(COALESCE(j."progress" -> 'doneBatches', '[]'::jsonb)) AS d(idx)
    LEFT JOIN LATERAL (
      SELECT e AS batch FROM jsonb_array_elements(COALESCE(j."plan" -> 'batches', '[]'::jsonb)) AS e
      WHERE (e ->> 'index')::int = d.idx::int
      LIMIT 1
    ) AS b ON true
  ), '[]'::jsonb),
  'cardsCreated', COALESCE((j."progress" ->> 'cardsCreated')::int, 0),
  'mcqCreated', (SELECT count(*)::int FROM "cards" c WHERE c."course_id" = j."course_id" AND c."type" = 'mcq')
)
WHERE j."kind" = 'course' AND NOT (j."progress" ? 'mcqCreated');
--> statement-breakpoint
UPDATE "generation_jobs" AS j SET "result" = jsonb_build_object(
  'courseId', j."course_id",
  'plannedCards', COALESCE((j."plan" ->> 'plannedCards')::int, (j."input" -> 'brief' ->> 'cardCount')::int, 0),
  'plannedMcq', COALESCE((
    SELECT sum((e ->> 'mcqCount')::int)::int FROM jsonb_array_elements(COALESCE(j."plan" -> 'batches', '[]'::jsonb)) AS e
  ), 0),
  'cardsCreated', (j."progress" ->> 'cardsCreated')::int,
  'mcqCreated', (j."progress" ->> 'mcqCreated')::int
)
WHERE j."kind" = 'course' AND j."status" = 'completed' AND j."result" IS NULL;
