CREATE TABLE "dog_state_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dog_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"notice_no" text,
	"state" text NOT NULL,
	"found_date" date,
	"found_place" text,
	"jurisd" text,
	"species" text,
	"color" text,
	"gender" text,
	"age" text,
	"weight" text,
	"neuter_yn" text,
	"special_mark" text,
	"notice_start_date" date,
	"notice_end_date" date,
	"shelter_reg_no" text,
	"shelter_name" text,
	"shelter_phone" text,
	"shelter_address" text,
	"source_image_url" text,
	"image_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dog_state_changes" ADD CONSTRAINT "dog_state_changes_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_state_changes_dog_idx" ON "dog_state_changes" USING btree ("dog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dogs_source_id_idx" ON "dogs" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "dogs_created_at_idx" ON "dogs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dogs_jurisd_created_idx" ON "dogs" USING btree ("jurisd","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dogs_species_idx" ON "dogs" USING btree ("species");--> statement-breakpoint
CREATE INDEX "dogs_state_idx" ON "dogs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "dogs_in_care_idx" ON "dogs" USING btree ("created_at" DESC NULLS LAST) WHERE "dogs"."state" like '%보호중%';