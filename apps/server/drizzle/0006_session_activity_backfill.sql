-- Sessions that existed before last_activity_at got the migration time as their last activity.
-- Their real last activity is their latest answer, or their start when they have none, so the idle
-- expiry (docs/decisions/session-api.md) counts from the right moment for old rows too.
UPDATE "study_sessions" AS s
SET "last_activity_at" = COALESCE(
  (SELECT max(a."created_at") FROM "session_answers" AS a WHERE a."session_id" = s."id"),
  s."started_at"
);
