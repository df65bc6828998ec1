CREATE TABLE "report_match_states" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"background" real,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_match_states" ADD CONSTRAINT "report_match_states_report_id_lost_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;