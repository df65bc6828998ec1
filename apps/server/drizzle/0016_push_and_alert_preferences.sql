CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_id" integer,
	"sighting_id" integer,
	"kinds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_one_owner" CHECK (("push_subscriptions"."user_id" is null) <> ("push_subscriptions"."sighting_id" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_sighting_idx" ON "push_subscriptions" USING btree ("sighting_id");--> statement-breakpoint
-- Members who had turned e-mail alerts off keep every kind off by e-mail (ADR 155).
UPDATE "users" SET "alert_preferences" = '{"match":{"email":false},"sighting":{"email":false},"message":{"email":false}}'::jsonb WHERE "email_alerts" = false;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "email_alerts";