CREATE TABLE "booking_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"message" text NOT NULL,
	"pickup_times" jsonb,
	"number_of_people" integer,
	"price_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_changes_requested_by_check" CHECK ("booking_changes"."requested_by" in ('customer', 'company')),
	CONSTRAINT "booking_changes_status_check" CHECK ("booking_changes"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number_of_people" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_changes_lead_idx" ON "booking_changes" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_pending_key" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'pending';