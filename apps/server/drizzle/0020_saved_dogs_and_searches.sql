CREATE TABLE "saved_dogs" (
	"user_id" integer NOT NULL,
	"dog_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_dogs_user_id_dog_id_pk" PRIMARY KEY("user_id","dog_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"search_id" integer NOT NULL,
	"dog_id" integer NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_search_id_dog_id_pk" PRIMARY KEY("search_id","dog_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page" text DEFAULT 'lookup' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vector" "bytea",
	"model" text,
	"version" text,
	"threshold" real,
	"paused" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dog_count" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "saved_dogs" ADD CONSTRAINT "saved_dogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_dogs" ADD CONSTRAINT "saved_dogs_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_dogs_dog_idx" ON "saved_dogs" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "saved_search_hits_waiting_idx" ON "saved_search_hits" USING btree ("search_id") WHERE "saved_search_hits"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("kind") WHERE not "saved_searches"."paused";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_idx" ON "notifications" USING btree ("user_id","event_key") WHERE "notifications"."event_key" is not null;--> statement-breakpoint
-- A member's device that showed every kind before issue 30 shows the new 'saved' kind too.
UPDATE "push_subscriptions" SET "kinds" = array_append("kinds", 'saved') WHERE "user_id" IS NOT NULL AND "kinds" @> ARRAY['match', 'sighting', 'message']::text[] AND NOT ('saved' = ANY("kinds"));
