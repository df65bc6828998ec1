CREATE TABLE "lost_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"date_lost" date NOT NULL,
	"region" varchar(20) NOT NULL,
	"district" varchar(20) NOT NULL,
	"species" varchar(50),
	"gender" varchar(2),
	"content" text,
	"phone" varchar(20) NOT NULL,
	"dog_name" varchar(30),
	"image_key" text,
	"thumbnail_key" text,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lost_reports" ADD CONSTRAINT "lost_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lost_reports_created_at_idx" ON "lost_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lost_reports_region_district_idx" ON "lost_reports" USING btree ("region","district","created_at");--> statement-breakpoint
CREATE INDEX "lost_reports_author_idx" ON "lost_reports" USING btree ("author_id","created_at");