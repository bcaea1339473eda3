ALTER TABLE "text_messages" DROP CONSTRAINT "text_messages_purpose_known";--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_purpose_known" CHECK ("text_messages"."purpose" in ('code', 'new-lead', 'new-message', 'refund-decided'));--> statement-breakpoint
-- Wakes every app process's text worker when the transaction that made news commits (as 0013 does for the
-- outbox): a text queued (a code, a message's or a refund's alert) or a lead offered (whose text the worker
-- queues itself, app/modules/texting/text-outbox.server.ts). One per statement; the poll stays as the safety net.
CREATE FUNCTION "notify_texts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('texts', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "text_messages_wake_texts" AFTER INSERT ON "text_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_texts"();
--> statement-breakpoint
CREATE TRIGGER "lead_matches_wake_texts" AFTER INSERT ON "lead_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_texts"();
