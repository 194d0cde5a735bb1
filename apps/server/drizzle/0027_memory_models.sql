CREATE TABLE "memory_models" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weights" jsonb,
	"desired_retention" double precision DEFAULT 0.9 NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"last_error" text,
	"metrics_before" jsonb,
	"metrics_after" jsonb,
	"fitted_on_reviews" integer,
	"fitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_models" ADD CONSTRAINT "memory_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;