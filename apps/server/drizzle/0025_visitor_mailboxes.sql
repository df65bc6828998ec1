CREATE TABLE "used_form_tokens" (
	"mac" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_off_addresses" (
	"address_key" varchar(254) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "visitor_email_key" varchar(254);--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "finder_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "finder_mail_off_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_form_tokens_expires_idx" ON "used_form_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sightings_visitor_email_key_idx" ON "sightings" USING btree ("visitor_email_key","created_at");--> statement-breakpoint
-- emailKey (src/lib/email-key.ts) in SQL, once, for the rows written before it (ADR 229).
UPDATE "sightings" SET "visitor_email_key" = lower(regexp_replace(trim("visitor_email"), '\+[^@]*@', '@')) WHERE "visitor_email" IS NOT NULL;--> statement-breakpoint
INSERT INTO "blocked_emails" ("email", "blocked_by", "created_at")
  SELECT DISTINCT ON (k) k, "blocked_by", "created_at"
  FROM (SELECT lower(regexp_replace(trim("email"), '\+[^@]*@', '@')) AS k, "blocked_by", "created_at" FROM "blocked_emails") AS keyed
  ORDER BY k, "created_at"
  ON CONFLICT ("email") DO NOTHING;--> statement-breakpoint
DELETE FROM "blocked_emails" WHERE "email" <> lower(regexp_replace(trim("email"), '\+[^@]*@', '@'));
