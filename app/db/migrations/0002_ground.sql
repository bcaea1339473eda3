CREATE TABLE "content_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "lead_match_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_match_events_from_known" CHECK ("lead_match_events"."from_status" is null or "lead_match_events"."from_status" in ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded')),
	CONSTRAINT "lead_match_events_to_known" CHECK ("lead_match_events"."to_status" in ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded')),
	CONSTRAINT "lead_match_events_event_known" CHECK ("lead_match_events"."event" in ('offer', 'accept', 'contact', 'quote', 'hire', 'lose', 'refund')),
	CONSTRAINT "lead_match_events_offer_starts" CHECK (("lead_match_events"."event" = 'offer') = ("lead_match_events"."from_status" is null))
);--> statement-breakpoint
CREATE TABLE "lead_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_request_events_from_known" CHECK ("lead_request_events"."from_status" in ('new', 'matched', 'closed', 'fraud')),
	CONSTRAINT "lead_request_events_to_known" CHECK ("lead_request_events"."to_status" in ('new', 'matched', 'closed', 'fraud')),
	CONSTRAINT "lead_request_events_event_known" CHECK ("lead_request_events"."event" in ('match', 'close', 'flag-fraud'))
);--> statement-breakpoint
-- Budget stored once: the option key on the request; the seed's integer is derived from it.
ALTER TABLE "lead_requests" ADD COLUMN "budget_option" text;--> statement-breakpoint
UPDATE "lead_requests" r SET "budget_option" = coalesce(
  (SELECT d."budget_option" FROM "lead_details" d WHERE d."lead_id" = r."id"
     AND d."budget_option" in ('under1000', '1000to3000', '3000to5000', '5000to10000', 'over10000', 'notSure')),
  CASE WHEN r."budget" IS NULL THEN NULL WHEN r."budget" < 1000 THEN 'under1000' WHEN r."budget" < 3000 THEN '1000to3000'
       WHEN r."budget" < 5000 THEN '3000to5000' WHEN r."budget" < 10000 THEN '5000to10000' ELSE 'over10000' END);--> statement-breakpoint
ALTER TABLE "lead_requests" DROP CONSTRAINT "lead_requests_budget_nonnegative";--> statement-breakpoint
ALTER TABLE "lead_requests" drop column "budget";--> statement-breakpoint
ALTER TABLE "lead_requests" ADD COLUMN "budget" integer GENERATED ALWAYS AS (case budget_option when 'under1000' then 0 when '1000to3000' then 1000 when '3000to5000' then 3000 when '5000to10000' then 5000 when 'over10000' then 10000 end) STORED;--> statement-breakpoint
ALTER TABLE "lead_details" DROP COLUMN "budget_option";--> statement-breakpoint
-- Statuses from free text to known values: deliveries said 'new' for what is now 'offered'.
UPDATE "lead_matches" SET "status" = 'offered' WHERE "status" NOT IN ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded');--> statement-breakpoint
ALTER TABLE "lead_matches" ALTER COLUMN "status" SET DEFAULT 'offered';--> statement-breakpoint
UPDATE "lead_requests" SET "status" = 'new' WHERE "status" NOT IN ('new', 'matched', 'closed', 'fraud');--> statement-breakpoint
UPDATE "lead_requests" r SET "status" = 'matched' WHERE r."status" = 'new' AND EXISTS (SELECT 1 FROM "lead_matches" m WHERE m."lead_id" = r."id");--> statement-breakpoint
UPDATE "lead_details" SET "source" = 'questionnaire' WHERE "source" NOT IN ('questionnaire', 'search');--> statement-breakpoint
UPDATE "notifications" SET "status" = 'failed' WHERE "status" NOT IN ('pending', 'sent', 'failed');--> statement-breakpoint
UPDATE "lead_submissions" SET "outcome" = 'created' WHERE "outcome" NOT IN ('created', 'updated');--> statement-breakpoint
DELETE FROM "featured_partners" WHERE "starts_at" >= "ends_at";--> statement-breakpoint
UPDATE "provider_reviews" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND "lead_id" NOT IN (SELECT "id" FROM "lead_requests");--> statement-breakpoint
ALTER TABLE "lead_match_events" ADD CONSTRAINT "lead_match_events_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" FOREIGN KEY ("lead_id","provider_id") REFERENCES "public"."lead_matches"("lead_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_request_events" ADD CONSTRAINT "lead_request_events_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The history so far: each existing delivery was offered when it was created; each matched request was matched then.
INSERT INTO "lead_match_events" ("lead_id", "provider_id", "from_status", "to_status", "event", "actor", "reason", "created_at")
SELECT "lead_id", "provider_id", NULL, 'offered', 'offer', 'system', 'recorded by migration 0002', "created_at" FROM "lead_matches";--> statement-breakpoint
INSERT INTO "lead_match_events" ("lead_id", "provider_id", "from_status", "to_status", "event", "actor", "reason", "created_at")
SELECT "lead_id", "provider_id", 'offered', "status", CASE "status" WHEN 'accepted' THEN 'accept' WHEN 'contacted' THEN 'contact' WHEN 'quoted' THEN 'quote'
  WHEN 'hired' THEN 'hire' WHEN 'lost' THEN 'lose' ELSE 'refund' END, 'system', 'recorded by migration 0002', "created_at"
FROM "lead_matches" WHERE "status" <> 'offered';--> statement-breakpoint
INSERT INTO "lead_request_events" ("lead_id", "from_status", "to_status", "event", "actor", "reason", "created_at")
SELECT "id", 'new', 'matched', 'match', 'system', 'recorded by migration 0002', "created_at" FROM "lead_requests" WHERE "status" = 'matched';--> statement-breakpoint
-- Money: the running balance on each entry and the balance on the pro, both from the entries so far.
ALTER TABLE "credit_ledger" ADD COLUMN "balance_after" integer;--> statement-breakpoint
UPDATE "credit_ledger" l SET "balance_after" = running.total FROM (
  SELECT "id", sum("amount") OVER (PARTITION BY "provider_id" ORDER BY "created_at", "id") AS total FROM "credit_ledger"
) running WHERE running."id" = l."id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "credit_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "providers" p SET "credit_balance" = coalesce((SELECT sum(l."amount") FROM "credit_ledger" l WHERE l."provider_id" = p."id"), 0);--> statement-breakpoint
UPDATE "credit_ledger" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND "lead_id" NOT IN (SELECT "id" FROM "lead_requests");--> statement-breakpoint
DROP INDEX "credit_ledger_provider_idx";--> statement-breakpoint
CREATE INDEX "lead_match_events_delivery_idx" ON "lead_match_events" USING btree ("lead_id","provider_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_match_events_provider_idx" ON "lead_match_events" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_request_events_lead_idx" ON "lead_request_events" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reverses_id_credit_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reverses_once" ON "credit_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_provider_idx" ON "credit_ledger" USING btree ("provider_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_known" CHECK ("credit_ledger"."kind" in ('purchase', 'lead_charge', 'refund', 'grant', 'adjustment'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_amount_sign" CHECK (case "credit_ledger"."kind" when 'lead_charge' then "credit_ledger"."amount" < 0
        when 'adjustment' then "credit_ledger"."amount" <> 0
        else "credit_ledger"."amount" > 0 end);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_balance_after_nonnegative" CHECK ("credit_ledger"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_charge_has_lead" CHECK ("credit_ledger"."kind" <> 'lead_charge' or "credit_ledger"."lead_id" is not null);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_refund_reverses" CHECK (("credit_ledger"."kind" = 'refund') = ("credit_ledger"."reverses_id" is not null));--> statement-breakpoint
ALTER TABLE "featured_partners" ADD CONSTRAINT "featured_partners_starts_before_ends" CHECK ("featured_partners"."starts_at" < "featured_partners"."ends_at");--> statement-breakpoint
ALTER TABLE "lead_details" ADD CONSTRAINT "lead_details_source_known" CHECK ("lead_details"."source" in ('questionnaire', 'search'));--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_status_known" CHECK ("lead_matches"."status" in ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded'));--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_price_positive" CHECK ("lead_matches"."price_credits" > 0);--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_rank_range" CHECK ("lead_matches"."rank" between 1 and 3);--> statement-breakpoint
ALTER TABLE "lead_requests" ADD CONSTRAINT "lead_requests_status_known" CHECK ("lead_requests"."status" in ('new', 'matched', 'closed', 'fraud'));--> statement-breakpoint
ALTER TABLE "lead_requests" ADD CONSTRAINT "lead_requests_budget_option_known" CHECK ("lead_requests"."budget_option" is null or "lead_requests"."budget_option" in ('under1000', '1000to3000', '3000to5000', '5000to10000', 'over10000', 'notSure'));--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_outcome_known" CHECK ("lead_submissions"."outcome" in ('created', 'updated'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_known" CHECK ("notifications"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_credit_balance_nonnegative" CHECK ("providers"."credit_balance" >= 0);--> statement-breakpoint
-- Append-only history: no UPDATE of events or ledger entries, and no DELETE of ledger entries, from any path.
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_match_events_append_only" BEFORE UPDATE ON "lead_match_events" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "lead_request_events_append_only" BEFORE UPDATE ON "lead_request_events" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only" BEFORE UPDATE OR DELETE ON "credit_ledger" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_provider_id_providers_id_fk";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;
