CREATE TABLE "provider_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_status_events_from_known" CHECK ("provider_status_events"."from_status" in ('pending', 'verified', 'rejected', 'suspended')),
	CONSTRAINT "provider_status_events_to_known" CHECK ("provider_status_events"."to_status" in ('pending', 'verified', 'rejected', 'suspended')),
	CONSTRAINT "provider_status_events_event_known" CHECK ("provider_status_events"."event" in ('approve', 'reject', 'suspend', 'reinstate'))
);
--> statement-breakpoint
CREATE TABLE "refund_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_request_events_from_known" CHECK ("refund_request_events"."from_status" is null or "refund_request_events"."from_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_request_events_to_known" CHECK ("refund_request_events"."to_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_request_events_event_known" CHECK ("refund_request_events"."event" in ('request', 'approve', 'reject')),
	CONSTRAINT "refund_request_events_request_starts" CHECK (("refund_request_events"."event" = 'request') = ("refund_request_events"."from_status" is null))
);
--> statement-breakpoint
ALTER TABLE "provider_status_events" ADD CONSTRAINT "provider_status_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_events" ADD CONSTRAINT "refund_request_events_request_id_refund_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_status_events_provider_idx" ON "provider_status_events" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_request_events_request_idx" ON "refund_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
-- The histories are append-only, like lead_match_events (refuse_change: migration 0002); rows go only with their pro or request.
CREATE TRIGGER "provider_status_events_append_only" BEFORE UPDATE ON "provider_status_events" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "refund_request_events_append_only" BEFORE UPDATE ON "refund_request_events" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
-- Refund requests made before this migration get their history from their own row: the request, then the decision.
-- A pro's earlier status changes are not recorded anywhere but its current status, so its history starts with its next move.
INSERT INTO "refund_request_events" ("request_id", "from_status", "to_status", "event", "actor", "reason", "created_at")
SELECT "id", NULL, 'pending', 'request', 'provider:' || "provider_id", "reason", "created_at" FROM "refund_requests";--> statement-breakpoint
INSERT INTO "refund_request_events" ("request_id", "from_status", "to_status", "event", "actor", "reason", "created_at")
SELECT "id", 'pending', "status", CASE "status" WHEN 'approved' THEN 'approve' ELSE 'reject' END, coalesce("decided_by", 'system'), coalesce("decision_note", ''), "decided_at"
FROM "refund_requests" WHERE "status" <> 'pending';
