CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"itinerary" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"deposit" jsonb,
	"cancellation" jsonb NOT NULL,
	"vat_status" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"seats" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"terms_accepted_ip_hash" text,
	"driver_name" text,
	"driver_mobile" text,
	"vehicle_registration" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancellation_charge_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'changed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('customer', 'company'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_lead_id_key" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "bookings_operator_idx" ON "bookings" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");