-- A member's login that ends (revoked_at set: logout, "log out the other devices", a password change, the members
-- desk ending the sessions or locking the member) NOTIFYs wl_session_end at commit with the member's id, whatever
-- statement ended it: every instance then closes the /ws sockets whose session is no longer live
-- (src/http/live-events.ts). One notification per session, folded by PostgreSQL into one per member and
-- transaction (identical payloads); the column list and WHEN keep the trigger off the frequent last_seen_at writes.
CREATE OR REPLACE FUNCTION session_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wl_session_end', json_build_object('memberIds', json_build_array(NEW.member_id))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION session_ended_notify();
