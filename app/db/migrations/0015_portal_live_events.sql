-- Tells every app process that a pro has news, for the portal's live pages (docs/decisions/045): a lead offered
-- to it, or a homeowner's message in one of its threads. Delivered when the writing transaction commits; the
-- payload names the pro and the kind of news, nothing about the homeowner.
CREATE FUNCTION "notify_portal_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal', json_build_object('provider', NEW."provider_id", 'kind', 'lead')::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lead_matches_notify_portal" AFTER INSERT ON "lead_matches"
  FOR EACH ROW EXECUTE FUNCTION "notify_portal_lead"();
--> statement-breakpoint
CREATE FUNCTION "notify_portal_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal', json_build_object('provider', t."provider_id", 'kind', 'message')::text)
    FROM "message_threads" t WHERE t."id" = NEW."thread_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_notify_portal" AFTER INSERT ON "messages"
  FOR EACH ROW WHEN (NEW."sender" = 'homeowner') EXECUTE FUNCTION "notify_portal_message"();
