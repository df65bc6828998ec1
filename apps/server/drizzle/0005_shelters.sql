CREATE TABLE "shelters" (
	"id" serial PRIMARY KEY NOT NULL,
	"care_reg_no" text NOT NULL,
	"care_nm" text NOT NULL,
	"care_tel" text,
	"care_addr" text NOT NULL,
	"jibun_addr" text,
	"lat" double precision,
	"lng" double precision,
	"org_nm" text,
	"division_nm" text,
	"save_trgt_animal" text,
	"week_opr_stime" text,
	"week_opr_etime" text,
	"weekend_opr_stime" text,
	"weekend_opr_etime" text,
	"close_day" text,
	"data_std_dt" text,
	"source" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shelters_care_reg_no_idx" ON "shelters" USING btree ("care_reg_no");