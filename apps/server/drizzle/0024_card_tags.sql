CREATE TABLE "card_tags" (
	"card_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "card_tags_tag_card_id_pk" PRIMARY KEY("tag","card_id")
);
--> statement-breakpoint
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tags_card_idx" ON "card_tags" USING btree ("card_id");