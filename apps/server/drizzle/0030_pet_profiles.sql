CREATE TABLE "pet_photo_embeddings" (
	"profile_id" integer NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"image_key" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"dogness" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_photo_embeddings_profile_id_model_version_image_key_pk" PRIMARY KEY("profile_id","model","version","image_key")
);
--> statement-breakpoint
CREATE TABLE "pet_photos" (
	"profile_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	CONSTRAINT "pet_photos_profile_id_position_pk" PRIMARY KEY("profile_id","position")
);
--> statement-breakpoint
CREATE TABLE "pet_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"breed" varchar(50),
	"colour" varchar(30),
	"size" varchar(4),
	"gender" varchar(2),
	"birth_year" smallint,
	"neutered" boolean,
	"microchip" varchar(15),
	"marks" varchar(300),
	"temperament" varchar(300),
	"medical" varchar(300),
	"vet" varchar(100),
	"shown" text[] DEFAULT '{PHOTO,NAME}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_tag_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"exact" boolean DEFAULT false NOT NULL,
	"message" varchar(500),
	"place" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"code" varchar(43) NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pet_photo_embeddings" ADD CONSTRAINT "pet_photo_embeddings_profile_id_pet_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."pet_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD CONSTRAINT "pet_photos_profile_id_pet_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."pet_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_profiles" ADD CONSTRAINT "pet_profiles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_tag_scans" ADD CONSTRAINT "pet_tag_scans_tag_id_pet_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."pet_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_tags" ADD CONSTRAINT "pet_tags_profile_id_pet_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."pet_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_profiles_owner_idx" ON "pet_profiles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "pet_tag_scans_tag_idx" ON "pet_tag_scans" USING btree ("tag_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_tags_code_idx" ON "pet_tags" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pet_tags_profile_idx" ON "pet_tags" USING btree ("profile_id");