CREATE TABLE "neighbour_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer,
	"event" varchar(5) NOT NULL,
	"target_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighbour_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"label" varchar(40),
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_m" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighbour_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" varchar(254),
	"email_key" varchar(254),
	"email_confirmed_at" timestamp with time zone,
	"link_nonce" varchar(32),
	"push_endpoint" text,
	"push_p256dh" text,
	"push_auth" text,
	"events" text[] NOT NULL,
	"channels" text[] NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"daily_cap" smallint DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neighbour_subscribers_someone" CHECK ("neighbour_subscribers"."user_id" is not null or "neighbour_subscribers"."email" is not null or "neighbour_subscribers"."push_endpoint" is not null)
);
--> statement-breakpoint
ALTER TABLE "neighbour_alerts" ADD CONSTRAINT "neighbour_alerts_subscriber_id_neighbour_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."neighbour_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbour_places" ADD CONSTRAINT "neighbour_places_subscriber_id_neighbour_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."neighbour_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbour_subscribers" ADD CONSTRAINT "neighbour_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "neighbour_alerts_once_idx" ON "neighbour_alerts" USING btree ("subscriber_id","event","target_id");--> statement-breakpoint
CREATE INDEX "neighbour_alerts_target_idx" ON "neighbour_alerts" USING btree ("event","target_id");--> statement-breakpoint
CREATE INDEX "neighbour_alerts_due_idx" ON "neighbour_alerts" USING btree ("subscriber_id","due_at");--> statement-breakpoint
CREATE INDEX "neighbour_places_lat_lng_idx" ON "neighbour_places" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "neighbour_places_subscriber_idx" ON "neighbour_places" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "neighbour_subscribers_user_idx" ON "neighbour_subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "neighbour_subscribers_email_key_idx" ON "neighbour_subscribers" USING btree ("email_key");