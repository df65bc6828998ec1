ALTER TABLE "report_matches" ADD COLUMN "family_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "family_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "family_mail_off_at" timestamp with time zone;