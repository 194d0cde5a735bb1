CREATE TABLE "answer_course_levels" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"level" text NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"time_ms" bigint NOT NULL,
	CONSTRAINT "answer_course_levels_user_id_course_id_level_pk" PRIMARY KEY("user_id","course_id","level")
);
--> statement-breakpoint
CREATE TABLE "answer_quarter_hours" (
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"reviews" integer NOT NULL,
	"reviews_correct" integer NOT NULL,
	CONSTRAINT "answer_quarter_hours_user_id_starts_at_pk" PRIMARY KEY("user_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "answer_course_levels" ADD CONSTRAINT "answer_course_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_quarter_hours" ADD CONSTRAINT "answer_quarter_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;