-- How VAT applies to each bus company's quotes (exempt by default: hire with a driver is VAT-exempt
-- in Ireland), and site-wide settings such as the thresholds of the figures shown to visitors
-- (docs/decisions/027-live-figures.md).
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "vat_status" text DEFAULT 'exempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_vat_status_check" CHECK ("operators"."vat_status" in ('exempt', 'included', 'excluded'));