-- The column was an integer 0/1 (never used before this migration); edited by hand: the USING cast and the default.
ALTER TABLE "course_plans" ALTER COLUMN "auto_generate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "course_plans" ALTER COLUMN "auto_generate" SET DATA TYPE boolean USING "auto_generate" <> 0;--> statement-breakpoint
ALTER TABLE "course_plans" ALTER COLUMN "auto_generate" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "course_plans" ADD COLUMN "auto_job_id" uuid;--> statement-breakpoint
ALTER TABLE "course_plans" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_subtopics" ADD COLUMN "planned_cards" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_subtopics" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "plan_subtopics" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_plans" ADD CONSTRAINT "course_plans_auto_job_id_generation_jobs_id_fk" FOREIGN KEY ("auto_job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plans" ADD CONSTRAINT "course_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_plans_course_idx" ON "course_plans" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_plans_auto_job_idx" ON "course_plans" USING btree ("auto_job_id");--> statement-breakpoint
CREATE INDEX "plan_subtopics_course_idx" ON "plan_subtopics" USING btree ("course_id");