-- Every committed change that can end or alter a signed-in session is announced on the
-- `session_changes` channel, so each instance drops the sessions it keeps checked in memory
-- (plugins/session-cache.ts, docs/decisions/054-sessions-kept-checked-in-memory.md), whoever wrote
-- it: the API, a cascade, an UPDATE run by hand. Payloads: 'user <id>' when a user's name, email,
-- role, status or session version changes, the user is deleted, or their company membership
-- changes; 'token <jti>' when a token is revoked; '' (every session) for a TRUNCATE.
CREATE FUNCTION "users_announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_changes', 'user ' || OLD."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_session_change" AFTER UPDATE ON "users"
	FOR EACH ROW WHEN (
		(OLD."name", OLD."email", OLD."role_id", OLD."status", OLD."session_version")
		IS DISTINCT FROM (NEW."name", NEW."email", NEW."role_id", NEW."status", NEW."session_version")
	)
	EXECUTE FUNCTION "users_announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_session_end" AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_announce_session_change"();
--> statement-breakpoint
CREATE FUNCTION "company_members_announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('session_changes', 'user ' || OLD."user_id");
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN
		PERFORM pg_notify('session_changes', 'user ' || NEW."user_id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "company_members_announce_session_change" AFTER INSERT OR UPDATE OR DELETE ON "company_members"
	FOR EACH ROW EXECUTE FUNCTION "company_members_announce_session_change"();
--> statement-breakpoint
CREATE FUNCTION "revoked_tokens_announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_changes', 'token ' || NEW."jti");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_announce_session_change" AFTER INSERT OR UPDATE ON "revoked_tokens"
	FOR EACH ROW EXECUTE FUNCTION "revoked_tokens_announce_session_change"();
--> statement-breakpoint
CREATE FUNCTION "sessions_announce_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_changes', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "sessions_announce_truncate"();
--> statement-breakpoint
CREATE TRIGGER "company_members_announce_truncate" AFTER TRUNCATE ON "company_members"
	FOR EACH STATEMENT EXECUTE FUNCTION "sessions_announce_truncate"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_announce_truncate" AFTER TRUNCATE ON "revoked_tokens"
	FOR EACH STATEMENT EXECUTE FUNCTION "sessions_announce_truncate"();
