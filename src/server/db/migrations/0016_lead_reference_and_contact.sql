-- Each request's reference: `CH-` and 5 characters without 0, 1, I, L or O, computed from the
-- lead's id by an affine map on 31^5 values (x = (id * 7368787 + 11400714) mod 31^5, written in
-- base 31): a bijection, so every lead up to id 28,629,150 has its own, existing leads included,
-- and neighbouring ids look unrelated. References name requests; they are not secrets (the
-- signed links are). The unique index keeps the promise; a clash fails the insert, which the app
-- retries with a new id (features/leads/repository.ts).
-- Also: the lead a request repeats (duplicate_of), the contact page's details and its messages.
CREATE FUNCTION ch_reference_of(lead_id bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'CH-' || string_agg(
    substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ',
      1 + (((lead_id * 7368787 + 11400714) % 28629151) / (ARRAY[923521, 29791, 961, 31, 1])[place] % 31)::int, 1),
    '' ORDER BY place)
  FROM generate_series(1, 5) AS place
$$;
--> statement-breakpoint
CREATE TABLE "contact_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_details_single_row" CHECK ("contact_details"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"client_ip_hash" text,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reference" text GENERATED ALWAYS AS (ch_reference_of(id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_leads_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_key" ON "leads" USING btree ("reference");--> statement-breakpoint
-- The header's built-in "Contact" link went to the home page; it now goes to the contact page,
-- in stored pages too (docs/product.md#public-layout). A link an editor pointed elsewhere stays.
UPDATE "pages" SET "content" = jsonb_set("content", '{header,navLinks}', (
  SELECT jsonb_agg(
    CASE WHEN "link"->>'label' = 'Contact' AND "link"->>'path' = '/'
      THEN jsonb_set("link", '{path}', '"/contact"') ELSE "link" END
    ORDER BY "position")
  FROM jsonb_array_elements("content"->'header'->'navLinks') WITH ORDINALITY AS "links"("link", "position")
))
WHERE "content"->'header'->'navLinks' @> '[{"label": "Contact", "path": "/"}]';
