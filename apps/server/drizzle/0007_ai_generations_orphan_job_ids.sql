-- The next migration adds a foreign key from ai_generations.job_id to generation_jobs: a ledger row whose
-- job no longer exists (none is expected) keeps its cost but loses the dangling link.
UPDATE "ai_generations" SET "job_id" = NULL
WHERE "job_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "generation_jobs" j WHERE j."id" = "ai_generations"."job_id");
