ALTER TABLE "imported_reviews" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "imported_reviews" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "imported_reviews" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "imported_reviews" ADD COLUMN "reps_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_reviews" ADD COLUMN "due_after" timestamp with time zone;