CREATE TABLE "lead_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"wave" integer DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"decline_reason" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "lead_invites_status_check" CHECK ("lead_invites"."status" in ('invited', 'quoted', 'declined', 'chosen', 'not_chosen'))
);
--> statement-breakpoint
CREATE TABLE "operator_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_ratings_score_check" CHECK ("operator_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"licence_number" text NOT NULL,
	"insurance_expires_on" date NOT NULL,
	"base_location" text NOT NULL,
	"base_county" text NOT NULL,
	"base_lat" double precision NOT NULL,
	"base_lng" double precision NOT NULL,
	"counties" text[] NOT NULL,
	"fleet" jsonb NOT NULL,
	"max_seats" integer NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_status_check" CHECK ("operators"."status" in ('pending', 'verified', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invite_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"seats" integer NOT NULL,
	"includes_driver" boolean DEFAULT true NOT NULL,
	"includes_tolls" boolean DEFAULT false NOT NULL,
	"includes_parking" boolean DEFAULT false NOT NULL,
	"includes_waiting_time" boolean DEFAULT false NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_price_check" CHECK ("quotes"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "lead_invites" ADD CONSTRAINT "lead_invites_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_invites" ADD CONSTRAINT "lead_invites_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_ratings" ADD CONSTRAINT "operator_ratings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_ratings" ADD CONSTRAINT "operator_ratings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_invite_id_lead_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."lead_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_invites_lead_operator_key" ON "lead_invites" USING btree ("lead_id","operator_id");--> statement-breakpoint
CREATE INDEX "lead_invites_operator_idx" ON "lead_invites" USING btree ("operator_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_ratings_lead_id_key" ON "operator_ratings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "operator_ratings_operator_idx" ON "operator_ratings" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operators_status_idx" ON "operators" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_invite_id_key" ON "quotes" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "quotes_lead_id_idx" ON "quotes" USING btree ("lead_id");