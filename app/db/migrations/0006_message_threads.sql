-- Messages move from lead_matches.homeowner_message (one per delivery, a second one overwrote it)
-- into message threads: first copy every stored message into its delivery's thread as the
-- homeowner's, written when the request reached the pro, then drop the column.
INSERT INTO "message_threads" ("lead_id", "provider_id", "created_at")
SELECT "lead_id", "provider_id", coalesce("delivered_at", "created_at")
FROM "lead_matches"
WHERE "homeowner_message" IS NOT NULL AND btrim("homeowner_message") <> ''
ON CONFLICT ("lead_id", "provider_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "messages" ("thread_id", "sender", "body", "created_at")
SELECT t."id", 'homeowner', left(btrim(m."homeowner_message"), 2000), coalesce(m."delivered_at", m."created_at")
FROM "lead_matches" m
JOIN "message_threads" t ON t."lead_id" = m."lead_id" AND t."provider_id" = m."provider_id"
WHERE m."homeowner_message" IS NOT NULL AND btrim(m."homeowner_message") <> '';--> statement-breakpoint
ALTER TABLE "lead_matches" DROP COLUMN "homeowner_message";
