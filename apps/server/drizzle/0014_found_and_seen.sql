CREATE TABLE "sighting_embeddings" (
	"sighting_id" integer NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"image_key" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sighting_embeddings_sighting_id_model_version_image_key_pk" PRIMARY KEY("sighting_id","model","version","image_key")
);
--> statement-breakpoint
CREATE TABLE "sighting_matches" (
	"lost_report_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	"similarity" real,
	"score" real NOT NULL,
	"status" text DEFAULT 'CANDIDATE' NOT NULL,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sighting_matches_lost_report_id_sighting_id_pk" PRIMARY KEY("lost_report_id","sighting_id")
);
--> statement-breakpoint
CREATE TABLE "sighting_photos" (
	"sighting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	CONSTRAINT "sighting_photos_sighting_id_position_pk" PRIMARY KEY("sighting_id","position")
);
--> statement-breakpoint
CREATE TABLE "sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"region" varchar(20) NOT NULL,
	"district" varchar(20) NOT NULL,
	"place" varchar(100) NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"breed" varchar(50),
	"colour" varchar(30),
	"size" varchar(4),
	"gender" varchar(2),
	"collar" varchar(50),
	"note" text,
	"held_at" varchar(100),
	"direction" varchar(50),
	"lost_report_id" integer,
	"image_key" text,
	"thumbnail_key" text,
	"author_id" integer,
	"visitor_email" varchar(254),
	"visitor_name" varchar(20),
	"link_nonce" text,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lost_report_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	"owner_read_at" timestamp with time zone,
	"finder_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"from_owner" boolean NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_emails" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"detail" text,
	"flagger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "dog_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "similarity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "phone_visibility" varchar(8) DEFAULT 'MEMBERS' NOT NULL;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'DOG_MATCH' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sighting_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
ALTER TABLE "sighting_embeddings" ADD CONSTRAINT "sighting_embeddings_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_matches" ADD CONSTRAINT "sighting_matches_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_matches" ADD CONSTRAINT "sighting_matches_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_photos" ADD CONSTRAINT "sighting_photos_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sightings" ADD CONSTRAINT "sightings_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sightings" ADD CONSTRAINT "sightings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_emails" ADD CONSTRAINT "blocked_emails_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_report_id_lost_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sighting_matches_sighting_idx" ON "sighting_matches" USING btree ("sighting_id","score");--> statement-breakpoint
CREATE INDEX "sighting_matches_report_idx" ON "sighting_matches" USING btree ("lost_report_id","score");--> statement-breakpoint
CREATE INDEX "sightings_status_created_idx" ON "sightings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sightings_region_idx" ON "sightings" USING btree ("region","district","created_at");--> statement-breakpoint
CREATE INDEX "sightings_author_idx" ON "sightings" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "sightings_visitor_email_idx" ON "sightings" USING btree ("visitor_email","created_at");--> statement-breakpoint
CREATE INDEX "sightings_lost_report_idx" ON "sightings" USING btree ("lost_report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("lost_report_id","sighting_id");--> statement-breakpoint
CREATE INDEX "conversations_sighting_idx" ON "conversations" USING btree ("sighting_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "flags_target_idx" ON "flags" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "flags_open_idx" ON "flags" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_report_idx" ON "phone_reveals" USING btree ("report_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_sighting_pair_idx" ON "notifications" USING btree ("user_id","kind","report_id","sighting_id") WHERE "notifications"."kind" in ('SIGHTING_MATCH', 'FAMILY_MATCH');