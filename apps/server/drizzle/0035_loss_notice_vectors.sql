ALTER TABLE "loss_notices" ADD COLUMN "vector" "bytea";--> statement-breakpoint
ALTER TABLE "loss_notices" ADD COLUMN "vector_model" text;