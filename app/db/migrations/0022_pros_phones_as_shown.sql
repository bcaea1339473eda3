-- A pro's number is stored as it is shown, "(614) 555-0123" (app/lib/phone.ts), as the directory's business form
-- saves it. Sign-up stored the ten digits alone until now, so a pro who never saved that form showed
-- "Call 6145550123" on its public profile and partner card. Those rows get the shown form; others are left as
-- they are.
UPDATE "providers"
SET "phone" = '(' || substr("phone", 1, 3) || ') ' || substr("phone", 4, 3) || '-' || substr("phone", 7, 4)
WHERE "phone" ~ '^[0-9]{10}$';
