ALTER TABLE "study_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "study_sessions_user_status_started_idx" ON "study_sessions" USING btree ("user_id","status","started_at");