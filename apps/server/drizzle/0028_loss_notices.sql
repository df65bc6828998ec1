CREATE TABLE "loss_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_key" varchar(64) NOT NULL,
	"lost_date" date,
	"region" varchar(20) NOT NULL,
	"district" varchar(20) NOT NULL,
	"office" varchar(50),
	"species" varchar(50),
	"colour" varchar(50),
	"gender" varchar(2),
	"age" varchar(30),
	"content" text,
	"source_image_url" text,
	"image_key" text,
	"thumbnail_key" text,
	"photo_attempts" integer DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loss_notices_notice_key_unique" UNIQUE("notice_key")
);
--> statement-breakpoint
CREATE INDEX "loss_notices_open_idx" ON "loss_notices" USING btree ("region","district","lost_date") WHERE "loss_notices"."status" = 'OPEN';