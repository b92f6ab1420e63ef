CREATE TABLE "operator_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_changes_status_check" CHECK ("operator_changes"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "operator_documents" ADD COLUMN "change_id" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "garda_vetted" boolean;--> statement-breakpoint
ALTER TABLE "operator_changes" ADD CONSTRAINT "operator_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_changes" ADD CONSTRAINT "operator_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_changes" ADD CONSTRAINT "operator_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_changes_one_pending_key" ON "operator_changes" USING btree ("operator_id") WHERE "operator_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "operator_changes_status_idx" ON "operator_changes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "operator_documents" ADD CONSTRAINT "operator_documents_change_id_operator_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."operator_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_documents_change_idx" ON "operator_documents" USING btree ("change_id");--> statement-breakpoint
-- Hand-written: the applicant's answer moves to the company row before its old column goes.
UPDATE "operators" SET "garda_vetted" = "operator_applications"."garda_vetted" FROM "operator_applications" WHERE "operator_applications"."operator_id" = "operators"."id";--> statement-breakpoint
ALTER TABLE "operator_applications" DROP COLUMN "garda_vetted";