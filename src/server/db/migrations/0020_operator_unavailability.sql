CREATE TABLE "operator_unavailability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_unavailability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"vehicle_type" text,
	"vehicle_seats" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_unavailability_days_check" CHECK ("operator_unavailability"."ends_on" >= "operator_unavailability"."starts_on"),
	CONSTRAINT "operator_unavailability_vehicle_check" CHECK (("operator_unavailability"."vehicle_type" is null) = ("operator_unavailability"."vehicle_seats" is null))
);
--> statement-breakpoint
ALTER TABLE "operator_unavailability" ADD CONSTRAINT "operator_unavailability_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_unavailability" ADD CONSTRAINT "operator_unavailability_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_unavailability_operator_days_idx" ON "operator_unavailability" USING btree ("operator_id","ends_on","starts_on");