ALTER TABLE "session_answers" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "session_answers" ALTER COLUMN "topic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "session_answers" ALTER COLUMN "level" SET NOT NULL;