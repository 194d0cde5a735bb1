ALTER TABLE "generation_jobs" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "generation_jobs_status_idx" ON "generation_jobs" USING btree ("status");