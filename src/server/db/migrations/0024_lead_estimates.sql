CREATE TABLE "lead_estimates" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"typical" integer NOT NULL,
	"source" text NOT NULL,
	"based_on" integer NOT NULL,
	"distance_band" text NOT NULL,
	"days_band" text NOT NULL,
	"group_band" text NOT NULL,
	"month" smallint NOT NULL,
	"region" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_estimates_source_check" CHECK ("lead_estimates"."source" in ('quotes', 'rate_card'))
);
--> statement-breakpoint
ALTER TABLE "lead_estimates" ADD CONSTRAINT "lead_estimates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_estimates_similar_idx" ON "lead_estimates" USING btree ("distance_band","days_band","group_band","month","region");--> statement-breakpoint
CREATE INDEX "lead_estimates_created_at_idx" ON "lead_estimates" USING btree ("created_at");