ALTER TABLE "course_plans" ADD COLUMN "material_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_subtopics" ADD COLUMN "passage_indexes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "syllabi" ADD COLUMN "material_id" uuid;--> statement-breakpoint
ALTER TABLE "syllabus_subtopics" ADD COLUMN "passage_indexes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_plans" ADD CONSTRAINT "course_plans_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syllabi" ADD CONSTRAINT "syllabi_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_plans_material_idx" ON "course_plans" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "syllabi_material_idx" ON "syllabi" USING btree ("material_id");