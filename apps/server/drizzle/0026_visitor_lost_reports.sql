ALTER TABLE "lost_reports" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "visitor_email" varchar(254);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "visitor_email_key" varchar(254);--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "link_nonce" text;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lost_reports_visitor_email_key_idx" ON "lost_reports" USING btree ("visitor_email_key","created_at") WHERE "lost_reports"."visitor_email_key" is not null;