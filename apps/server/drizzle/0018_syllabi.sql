-- Nothing wrote these tables before this migration; a syllabus without its course could not be used.
DELETE FROM "syllabi" WHERE "course_id" IS NULL OR "status" NOT IN ('structured', 'in_progress', 'completed');--> statement-breakpoint
ALTER TABLE "syllabi" DROP CONSTRAINT "syllabi_course_id_courses_id_fk";
--> statement-breakpoint
DROP INDEX "syllabus_subtopics_syllabus_idx";--> statement-breakpoint
ALTER TABLE "syllabi" ALTER COLUMN "status" SET DEFAULT 'structured';--> statement-breakpoint
ALTER TABLE "syllabi" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "syllabus_subtopics" ADD COLUMN "mcq_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "syllabus_subtopics" ADD COLUMN "generating_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "syllabus_subtopics" ADD COLUMN "last_shortfall" text;--> statement-breakpoint
ALTER TABLE "syllabus_subtopics" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "syllabi" ADD CONSTRAINT "syllabi_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "syllabi_course_idx" ON "syllabi" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syllabus_subtopics_order_uq" ON "syllabus_subtopics" USING btree ("syllabus_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "syllabus_subtopics_name_uq" ON "syllabus_subtopics" USING btree ("syllabus_id",lower("name"));--> statement-breakpoint
ALTER TABLE "syllabus_subtopics" ADD CONSTRAINT "syllabus_subtopics_counts_ck" CHECK ("syllabus_subtopics"."card_count" >= 0 AND "syllabus_subtopics"."mcq_count" >= 0 AND "syllabus_subtopics"."planned_cards" > 0);