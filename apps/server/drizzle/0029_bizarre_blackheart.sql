ALTER TABLE "conversations" DROP CONSTRAINT "conversations_lost_report_id_lost_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "lost_report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "family_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE set null ON UPDATE no action;