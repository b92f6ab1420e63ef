CREATE TABLE "lead_search" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"is_spam" boolean NOT NULL,
	"group_type" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
-- lead_search is kept by triggers on leads, as lead_counts is (0008): inserts and deletes by
-- statement triggers reading the transition tables (one statement per bulk load or bulk delete),
-- updates by a row trigger that fires only when a copied column changed. The text is the same
-- expression as leads_search_trgm_idx (leadSearchText in schema.ts): a search counted here
-- matches exactly the leads the page shows.
CREATE FUNCTION "lead_search_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_search" ("lead_id", "status", "is_spam", "group_type", "text")
	SELECT "id", "status", "is_spam", "group_type",
		lower("full_name" || ' ' || "email" || ' ' || "mobile_number" || ' ' || "pickup_location" || ' ' || "dropoff_location")
	FROM "inserted_leads";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_search_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lead_search" WHERE "lead_id" IN (SELECT "id" FROM "deleted_leads");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_search_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lead_search" SET
		"status" = NEW."status",
		"is_spam" = NEW."is_spam",
		"group_type" = NEW."group_type",
		"text" = lower(NEW."full_name" || ' ' || NEW."email" || ' ' || NEW."mobile_number" || ' ' || NEW."pickup_location" || ' ' || NEW."dropoff_location")
	WHERE "lead_id" = OLD."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_search_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lead_search";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_search_insert" AFTER INSERT ON "leads"
	REFERENCING NEW TABLE AS "inserted_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_search_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "leads_search_delete" AFTER DELETE ON "leads"
	REFERENCING OLD TABLE AS "deleted_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_search_after_delete"();
--> statement-breakpoint
-- Most updates (priority, assignee, notes' updated_at) change none of these columns: the WHEN
-- clause skips them without calling the function.
CREATE TRIGGER "leads_search_update"
	AFTER UPDATE OF "full_name", "email", "mobile_number", "pickup_location", "dropoff_location", "status", "is_spam", "group_type" ON "leads"
	FOR EACH ROW
	WHEN (
		(OLD."full_name", OLD."email", OLD."mobile_number", OLD."pickup_location", OLD."dropoff_location", OLD."status", OLD."is_spam", OLD."group_type")
		IS DISTINCT FROM
		(NEW."full_name", NEW."email", NEW."mobile_number", NEW."pickup_location", NEW."dropoff_location", NEW."status", NEW."is_spam", NEW."group_type")
	)
	EXECUTE FUNCTION "lead_search_after_update"();
--> statement-breakpoint
CREATE TRIGGER "leads_search_truncate" AFTER TRUNCATE ON "leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_search_after_truncate"();
--> statement-breakpoint
-- After the triggers (creating them locks out writers, so this copy and the triggers meet
-- exactly), and before the index: building it once over the copied rows is faster than
-- maintaining it row by row.
INSERT INTO "lead_search" ("lead_id", "status", "is_spam", "group_type", "text")
SELECT "id", "status", "is_spam", "group_type",
	lower("full_name" || ' ' || "email" || ' ' || "mobile_number" || ' ' || "pickup_location" || ' ' || "dropoff_location")
FROM "leads";
--> statement-breakpoint
CREATE INDEX "lead_search_text_trgm_idx" ON "lead_search" USING gin ("text" gin_trgm_ops);
