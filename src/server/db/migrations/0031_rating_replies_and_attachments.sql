ALTER TABLE "messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "operator_ratings" ADD COLUMN "reply_body" text;--> statement-breakpoint
ALTER TABLE "operator_ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_ratings" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "operator_ratings" ADD CONSTRAINT "operator_ratings_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;