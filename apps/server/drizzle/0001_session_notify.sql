-- Any change that can end or narrow a session (revocation, rotation, organisation switch, a user or
-- tenant disabled, expired or removed) announces itself on 'zy_session_change'. The embedded
-- database delivers it before the writing statement returns, so an in-process session cache that
-- listens can drop its rows at once: revocation still takes effect on the very next request.
CREATE OR REPLACE FUNCTION zy_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zy_session_change', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_change AFTER UPDATE OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION zy_session_change();
--> statement-breakpoint
CREATE TRIGGER users_change AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION zy_session_change();
--> statement-breakpoint
CREATE TRIGGER tenants_change AFTER UPDATE OR DELETE ON "tenants" FOR EACH STATEMENT EXECUTE FUNCTION zy_session_change();
