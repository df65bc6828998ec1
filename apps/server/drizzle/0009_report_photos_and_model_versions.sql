CREATE TABLE "report_photos" (
	"report_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	CONSTRAINT "report_photos_report_id_position_pk" PRIMARY KEY("report_id","position")
);
--> statement-breakpoint
ALTER TABLE "dog_embeddings" DROP CONSTRAINT "dog_embeddings_dog_id_model_pk";--> statement-breakpoint
ALTER TABLE "report_embeddings" DROP CONSTRAINT "report_embeddings_report_id_model_pk";--> statement-breakpoint
ALTER TABLE "dog_embeddings" ADD CONSTRAINT "dog_embeddings_dog_id_model_version_pk" PRIMARY KEY("dog_id","model","version");--> statement-breakpoint
ALTER TABLE "report_embeddings" ADD CONSTRAINT "report_embeddings_report_id_model_version_image_key_pk" PRIMARY KEY("report_id","model","version","image_key");--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_report_id_lost_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "report_photos" ("report_id", "position", "image_key", "thumbnail_key")
SELECT "id", 0, "image_key", "thumbnail_key" FROM "lost_reports"
WHERE "image_key" IS NOT NULL AND "thumbnail_key" IS NOT NULL;
