CREATE TABLE "dog_embeddings" (
	"dog_id" integer NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"image_key" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"breed_class" integer,
	"coat" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dog_embeddings_dog_id_model_pk" PRIMARY KEY("dog_id","model")
);
--> statement-breakpoint
ALTER TABLE "dog_embeddings" ADD CONSTRAINT "dog_embeddings_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_embeddings_model_idx" ON "dog_embeddings" USING btree ("model","version");