CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"pickup_lat" double precision,
	"pickup_lng" double precision,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"date_of_travel" date NOT NULL,
	"pickup_time" text NOT NULL,
	"group_type" text NOT NULL,
	"vehicle_selected" text,
	"additional_info" text DEFAULT '' NOT NULL,
	"number_of_people" integer NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"is_return_trip" boolean DEFAULT false NOT NULL,
	"return_date" date,
	"return_time" text,
	"slug" text DEFAULT '/' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_to" integer,
	"is_confirmation" boolean DEFAULT false NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"client_ip_hash" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'quoted', 'converted', 'lost')),
	CONSTRAINT "leads_priority_check" CHECK ("leads"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "leads_number_of_people_check" CHECK ("leads"."number_of_people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" smallint NOT NULL,
	"phone" text,
	"department" text,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_id_check" CHECK ("users"."role_id" in (1, 2, 3)),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_assigned_to_idx" ON "leads" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "leads_group_type_idx" ON "leads" USING btree ("group_type");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key_key" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));