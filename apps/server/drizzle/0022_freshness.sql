ALTER TABLE "dogs" ADD COLUMN "unconfirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "weight_kg" real GENERATED ALWAYS AS ((substring(replace(weight, ',', '.') from '[0-9]+(?:[.][0-9]+)?'))::real) STORED;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "birth_year" integer GENERATED ALWAYS AS ((substring(age from '^[ ]*((?:19|20)[0-9]{2})'))::integer) STORED;--> statement-breakpoint
CREATE INDEX "dogs_found_date_idx" ON "dogs" USING btree ("found_date");--> statement-breakpoint
CREATE INDEX "dogs_shelter_created_idx" ON "dogs" USING btree ("shelter_reg_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);