ALTER TABLE "imported_reviews" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_reviews" ALTER COLUMN "topic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_reviews" ALTER COLUMN "level" SET NOT NULL;