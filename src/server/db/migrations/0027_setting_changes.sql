-- Every committed change to a site setting is announced on the `setting_changes` channel with its
-- key, so each instance drops what it keeps of it (the rate card of the price estimate,
-- features/trips/estimate-cache.ts, docs/decisions/042-estimate-inputs-in-memory.md), whoever
-- wrote it: the admin API, a migration, an UPDATE run by hand. A TRUNCATE announces '' (all).
CREATE FUNCTION "site_settings_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('setting_changes', OLD."key");
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."key" <> OLD."key") THEN
		PERFORM pg_notify('setting_changes', NEW."key");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_settings_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "site_settings"
	FOR EACH ROW EXECUTE FUNCTION "site_settings_announce_change"();
--> statement-breakpoint
CREATE FUNCTION "site_settings_announce_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('setting_changes', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_settings_announce_truncate" AFTER TRUNCATE ON "site_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "site_settings_announce_truncate"();
