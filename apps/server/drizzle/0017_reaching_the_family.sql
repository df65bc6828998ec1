CREATE TABLE "report_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer,
	"reason" varchar(16) NOT NULL,
	"note" varchar(200),
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_matches" ALTER COLUMN "similarity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "microchip" text;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "time_lost" varchar(5);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "place_detail" varchar(100);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "colour" varchar(30);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "size" varchar(4);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "collar" varchar(50);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "microchip" varchar(15);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "closed_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "still_lost_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_embeddings" ADD COLUMN "dogness" real;--> statement-breakpoint
ALTER TABLE "sighting_embeddings" ADD COLUMN "dogness" real;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "microchip" varchar(15);--> statement-breakpoint
ALTER TABLE "report_closures" ADD CONSTRAINT "report_closures_report_id_lost_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lost_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_closures_report_idx" ON "report_closures" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "dogs_microchip_idx" ON "dogs" USING btree ("microchip") WHERE "dogs"."microchip" is not null;--> statement-breakpoint
CREATE INDEX "lost_reports_microchip_idx" ON "lost_reports" USING btree ("microchip") WHERE "lost_reports"."microchip" is not null;--> statement-breakpoint
CREATE INDEX "sightings_microchip_idx" ON "sightings" USING btree ("microchip") WHERE "sightings"."microchip" is not null;--> statement-breakpoint
-- Reports closed before issue 26 get their reason from the candidate marked 찾았어요 (ADR 152).
UPDATE "lost_reports" SET "closed_reason" = CASE
  WHEN EXISTS (SELECT 1 FROM "report_matches" m WHERE m."report_id" = "lost_reports"."id" AND m."status" = 'FOUND') THEN 'SHELTER'
  WHEN EXISTS (SELECT 1 FROM "sighting_matches" s WHERE s."lost_report_id" = "lost_reports"."id" AND s."status" = 'FOUND') THEN 'SITE_FINDER'
  ELSE 'OTHER' END,
  "closed_at" = "lost_reports"."updated_at"
WHERE "status" = 'FOUND' AND "closed_reason" IS NULL;--> statement-breakpoint
INSERT INTO "report_closures" ("report_id", "reason", "closed_at")
SELECT "id", "closed_reason", "closed_at" FROM "lost_reports" WHERE "status" = 'FOUND';
