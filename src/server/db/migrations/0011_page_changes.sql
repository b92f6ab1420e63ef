-- Every committed change to a published page is announced on the `page_changes` channel, so
-- each instance drops that page from its public lookups' cache (features/content/published-cache.ts,
-- docs/decisions/020-page-changes-by-notification.md), whoever wrote it: the admin API, a
-- migration, an UPDATE run by hand. The payload is the cache's key, kind and URL; a URL change
-- announces both. A payload too long for NOTIFY (8,000 bytes) is sent empty, which drops every
-- page, as a TRUNCATE does. Drafts that stay drafts are never cached, so saving one is silent.
CREATE FUNCTION "pages_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text;
BEGIN
	IF TG_OP = 'UPDATE' AND NOT OLD."is_published" AND NOT NEW."is_published" THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		changed := OLD."kind" || ' ' || OLD."url";
		PERFORM pg_notify('page_changes', CASE WHEN octet_length(changed) < 8000 THEN changed ELSE '' END);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		changed := NEW."kind" || ' ' || NEW."url";
		PERFORM pg_notify('page_changes', CASE WHEN octet_length(changed) < 8000 THEN changed ELSE '' END);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pages_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "pages"
	FOR EACH ROW EXECUTE FUNCTION "pages_announce_change"();
--> statement-breakpoint
CREATE FUNCTION "pages_announce_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('page_changes', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pages_announce_truncate" AFTER TRUNCATE ON "pages"
	FOR EACH STATEMENT EXECUTE FUNCTION "pages_announce_truncate"();
