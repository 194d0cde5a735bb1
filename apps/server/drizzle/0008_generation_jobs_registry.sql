ALTER TABLE "generation_jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "parent_job_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_job_id_generation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_parent_job_id_generation_jobs_id_fk" FOREIGN KEY ("parent_job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_generations_job_idx" ON "ai_generations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "generation_jobs_course_idx" ON "generation_jobs" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "generation_jobs_parent_idx" ON "generation_jobs" USING btree ("parent_job_id");