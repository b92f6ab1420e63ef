CREATE TABLE "operator_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"for_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_reminders_kind_check" CHECK ("operator_reminders"."kind" in ('insurance_30', 'insurance_7'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unique_key" text;--> statement-breakpoint
ALTER TABLE "operator_reminders" ADD CONSTRAINT "operator_reminders_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_reminders_operator_kind_date_key" ON "operator_reminders" USING btree ("operator_id","kind","for_date");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key_key" ON "jobs" USING btree ("unique_key");