ALTER TABLE "ai_generations" ADD COLUMN "usage_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_subtopics" ADD COLUMN "mcq_generated" integer DEFAULT 0 NOT NULL;