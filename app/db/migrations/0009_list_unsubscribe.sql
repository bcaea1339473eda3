-- The recipient's signed stop link, sent as the List-Unsubscribe header (docs/decisions/035). Mail queued before it
-- has none and goes out without the header.
ALTER TABLE "notifications" ADD COLUMN "unsubscribe_url" text;