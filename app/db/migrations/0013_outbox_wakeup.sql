-- Wakes every app process's outbox worker when notifications are queued (docs/decisions/045): PostgreSQL delivers
-- a NOTIFY only when the transaction that queued the rows commits, and never for one that rolled back, so a worker
-- never looks before the rows are visible. One per statement; identical ones in a transaction are folded into one.
CREATE FUNCTION "notify_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_wake_outbox" AFTER INSERT ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox"();
