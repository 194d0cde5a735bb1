ALTER TABLE "session_answers" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "reps_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "due_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "session_answers_user_card_idx" ON "session_answers" USING btree ("user_id","card_id","created_at");