ALTER TABLE "saved_searches" ADD COLUMN "after_dog_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Searches saved before this column: the dogs registered before them were already there.
UPDATE "saved_searches" SET "after_dog_id" = coalesce((SELECT max("id") FROM "dogs" WHERE "dogs"."created_at" < "saved_searches"."created_at"), 0);
