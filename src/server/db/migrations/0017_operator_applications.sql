CREATE TABLE "operator_applications" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"garda_vetted" boolean NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_applications_decision_check" CHECK ("operator_applications"."decision" in ('pending', 'info_requested', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "operator_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_documents_kind_check" CHECK ("operator_documents"."kind" in ('insurance_certificate', 'operator_licence'))
);
--> statement-breakpoint
CREATE TABLE "operator_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_applications" ADD CONSTRAINT "operator_applications_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_applications" ADD CONSTRAINT "operator_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_documents" ADD CONSTRAINT "operator_documents_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_history" ADD CONSTRAINT "operator_history_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_history" ADD CONSTRAINT "operator_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_applications_token_hash_idx" ON "operator_applications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_applications_queue_idx" ON "operator_applications" USING btree ("decision","confirmed_at");--> statement-breakpoint
CREATE INDEX "operator_documents_operator_idx" ON "operator_documents" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_history_operator_idx" ON "operator_history" USING btree ("operator_id","created_at");--> statement-breakpoint
-- The partner terms an applying company accepts (docs/product.md#for-bus-companies): a content-managed
-- About sub-page, /about/partner-terms, published by default and editable like any other page.
INSERT INTO "pages" ("kind", "url", "sublink", "content", "is_published") VALUES ('about', '/partner-terms', 'partner-terms', '{"title": "Partner Terms", "subtitle": "The terms bus and coach companies accept when they apply to receive quote requests from Coach Hire Ireland.", "sections": [{"title": "What we ask of partners", "body": "", "layout": "checklist", "items": [{"title": "Licensed", "text": "You hold a valid Road Passenger Transport Operator Licence, and each vehicle you offer has a current vehicle licence."}, {"title": "Insured", "text": "Your passenger liability insurance is in force, and you send us the new certificate before the old one expires. A company whose insurance has expired receives no requests."}, {"title": "Honest quotes", "text": "Quotes are the full price in euro, VAT included, for the vehicle you name, and you honour them until the date you give."}, {"title": "Customer details", "text": "You use a customer''s contact details only to arrange the trip they chose you for."}]}, {"title": "What we do", "body": "We check your licence and insurance documents before approving you, pass you requests that match your counties and fleet, and may suspend a company that no longer meets these terms. Using the service to receive requests is free.", "layout": "text", "items": []}], "cta": {"title": "Ready to Compare Quotes?", "subtitle": "One short form, 3-5 quotes from verified companies within 2 hours. Free.", "buttonText": "Get Free Quotes"}}'::jsonb, true) ON CONFLICT DO NOTHING;
