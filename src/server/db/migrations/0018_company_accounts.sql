CREATE TABLE "company_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"company_role" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."company_role" in ('owner', 'dispatcher'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_check";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_operator_id_idx" ON "company_members" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_purpose_check" CHECK ("password_resets"."purpose" in ('reset', 'set'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_check" CHECK ("users"."role_id" in (1, 2, 3, 4));