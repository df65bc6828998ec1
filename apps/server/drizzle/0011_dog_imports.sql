CREATE TABLE "dog_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"found_from" text,
	"found_to" text,
	"updated_from" text,
	"updated_to" text,
	"calls" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"state_changes" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"photos_downloaded" integer DEFAULT 0 NOT NULL,
	"photos_failed" integer DEFAULT 0 NOT NULL,
	"error_kind" text,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "public_data_calls" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_data_calls_source_day_pk" PRIMARY KEY("source","day")
);
--> statement-breakpoint
DROP INDEX "dogs_source_id_idx";--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "region" text GENERATED ALWAYS AS (split_part(jurisd, ' ', 1)) STORED;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "photo_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "photo_error" text;--> statement-breakpoint
CREATE INDEX "dog_import_runs_source_idx" ON "dog_import_runs" USING btree ("source","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dog_import_runs_one_running_idx" ON "dog_import_runs" USING btree ("source") WHERE "dog_import_runs"."status" = 'running';--> statement-breakpoint
-- One row per animal (ADR 033): every row lists its own source, then a 경기도 row that repeats a
-- national one (the same desertionNo) is folded into it.
UPDATE "dogs" SET "sources" = ARRAY["source"];--> statement-breakpoint
UPDATE "dogs" AS n SET "sources" = ARRAY['national', 'gyeonggi'] FROM "dogs" AS g WHERE n."source" = 'national' AND g."source" = 'gyeonggi' AND g."source_id" = n."source_id";--> statement-breakpoint
DELETE FROM "dogs" AS g USING "dogs" AS n WHERE g."source" = 'gyeonggi' AND n."source" = 'national' AND n."source_id" = g."source_id";--> statement-breakpoint
CREATE UNIQUE INDEX "dogs_animal_idx" ON "dogs" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "dogs_region_created_idx" ON "dogs" USING btree ("region","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dogs_region_in_care_idx" ON "dogs" USING btree ("region","created_at" DESC NULLS LAST) WHERE "dogs"."state" like '%보호중%';--> statement-breakpoint
CREATE INDEX "dogs_photo_pending_idx" ON "dogs" USING btree ("id") WHERE "dogs"."image_key" is null and "dogs"."source_image_url" is not null;