-- Public pages are cached per process and dropped when a content_versions counter moves (docs/decisions/016, 029).
-- The counters are bumped here, by triggers on the tables public pages show, in the transaction of the write:
-- a write commits with its bump or not at all, and no writer has to remember it. Each bump also sends a NOTIFY on
-- channel content_versions (delivered at commit, never for a rolled-back write) so every process reads the counters
-- at once instead of at its next check (app/db/content-versions.server.ts).
-- Tables no public page shows get no trigger: leads, deliveries, the ledger, notifications, sessions, rate limits.
-- The keys: deals (partner_deals), featured-partner (placements, and who may be one), reviews (reviews and the
-- ratings made from them), provider-profiles (what a pro's profile and cards say), provider-areas (who is listed,
-- serving what and where, with which badges).
CREATE FUNCTION "bump_content_version"("content_key" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_versions" ("key", "version", "updated_at") VALUES ("content_key", 1, now())
  ON CONFLICT ("key") DO UPDATE SET "version" = "content_versions"."version" + 1, "updated_at" = now();
  -- Identical notifications of one transaction are folded into one.
  PERFORM pg_notify('content_versions', "content_key");
END
$$;
--> statement-breakpoint
-- Bumps the keys named after its first argument, once per statement, when the statement wrote a row: 'any-row';
-- a row of a verified pro, for what shows only while the pro is listed (so a pro signing up, pending, drops no
-- page): 'verified-pro'; or whatever it wrote: 'always' (TRUNCATE, and triggers without transition tables).
-- A statement that wrote nothing (an insert that met its conflict, a foreign key's cascade that found no row)
-- bumps nothing. A transition table holds one event's rows, hence one trigger per event.
CREATE FUNCTION "bump_content_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "wrote" boolean;
BEGIN
  IF TG_ARGV[0] = 'always' THEN
    "wrote" := true;
  ELSIF TG_ARGV[0] = 'verified-pro' AND TG_OP = 'DELETE' THEN
    "wrote" := EXISTS (SELECT 1 FROM "old_rows" r JOIN "providers" p ON p."id" = r."provider_id" WHERE p."verification_status" = 'verified');
  ELSIF TG_ARGV[0] = 'verified-pro' THEN
    -- An update moves a row within one pro (the app never gives a row to another pro).
    "wrote" := EXISTS (SELECT 1 FROM "new_rows" r JOIN "providers" p ON p."id" = r."provider_id" WHERE p."verification_status" = 'verified');
  ELSIF TG_OP = 'DELETE' THEN
    "wrote" := EXISTS (SELECT 1 FROM "old_rows");
  ELSE
    "wrote" := EXISTS (SELECT 1 FROM "new_rows");
  END IF;
  IF "wrote" THEN
    FOR "i" IN 1 .. TG_NARGS - 1 LOOP
      PERFORM "bump_content_version"(TG_ARGV["i"]);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "partner_deals_content_version_insert" AFTER INSERT ON "partner_deals" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'deals');
--> statement-breakpoint
CREATE TRIGGER "partner_deals_content_version_update" AFTER UPDATE ON "partner_deals" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'deals');
--> statement-breakpoint
CREATE TRIGGER "partner_deals_content_version_delete" AFTER DELETE ON "partner_deals" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'deals');
--> statement-breakpoint
CREATE TRIGGER "partner_deals_content_version_truncate" AFTER TRUNCATE ON "partner_deals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'deals');
--> statement-breakpoint
CREATE TRIGGER "featured_partners_content_version_insert" AFTER INSERT ON "featured_partners" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'featured-partner');
--> statement-breakpoint
CREATE TRIGGER "featured_partners_content_version_update" AFTER UPDATE ON "featured_partners" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'featured-partner');
--> statement-breakpoint
CREATE TRIGGER "featured_partners_content_version_delete" AFTER DELETE ON "featured_partners" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'featured-partner');
--> statement-breakpoint
CREATE TRIGGER "featured_partners_content_version_truncate" AFTER TRUNCATE ON "featured_partners"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'featured-partner');
--> statement-breakpoint
CREATE TRIGGER "provider_reviews_content_version_insert" AFTER INSERT ON "provider_reviews" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'reviews');
--> statement-breakpoint
CREATE TRIGGER "provider_reviews_content_version_update" AFTER UPDATE ON "provider_reviews" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'reviews');
--> statement-breakpoint
CREATE TRIGGER "provider_reviews_content_version_delete" AFTER DELETE ON "provider_reviews" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('any-row', 'reviews');
--> statement-breakpoint
CREATE TRIGGER "provider_reviews_content_version_truncate" AFTER TRUNCATE ON "provider_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'reviews');
--> statement-breakpoint
-- Trades and job types: the profile, and the city and service pages that list who serves what.
CREATE TRIGGER "provider_categories_content_version_insert" AFTER INSERT ON "provider_categories" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_categories_content_version_update" AFTER UPDATE ON "provider_categories" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_categories_content_version_delete" AFTER DELETE ON "provider_categories" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_categories_content_version_truncate" AFTER TRUNCATE ON "provider_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_sub_services_content_version_insert" AFTER INSERT ON "provider_sub_services" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_sub_services_content_version_update" AFTER UPDATE ON "provider_sub_services" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_sub_services_content_version_delete" AFTER DELETE ON "provider_sub_services" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_sub_services_content_version_truncate" AFTER TRUNCATE ON "provider_sub_services"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'provider-profiles', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_licenses_content_version_insert" AFTER INSERT ON "provider_licenses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles');
--> statement-breakpoint
CREATE TRIGGER "provider_licenses_content_version_update" AFTER UPDATE ON "provider_licenses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles');
--> statement-breakpoint
CREATE TRIGGER "provider_licenses_content_version_delete" AFTER DELETE ON "provider_licenses" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-profiles');
--> statement-breakpoint
CREATE TRIGGER "provider_licenses_content_version_truncate" AFTER TRUNCATE ON "provider_licenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'provider-profiles');
--> statement-breakpoint
CREATE TRIGGER "provider_service_zips_content_version_insert" AFTER INSERT ON "provider_service_zips" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "provider_service_zips_content_version_delete" AFTER DELETE ON "provider_service_zips" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-areas');
--> statement-breakpoint
-- Not on updates of match_score: migration 0008's triggers rewrite it whenever a pro's response time or rating
-- moves (every answered lead can move it), and no page shows it. The app never moves a row to another ZIP.
CREATE TRIGGER "provider_service_zips_content_version_move" AFTER UPDATE OF "provider_id", "zip" OR TRUNCATE ON "provider_service_zips"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'provider-areas');
--> statement-breakpoint
-- A verified pro's profile lists its passed checks as badges; checks are never updated (migration 0005).
CREATE TRIGGER "vetting_checks_content_version_insert" AFTER INSERT ON "vetting_checks" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "vetting_checks_content_version_delete" AFTER DELETE ON "vetting_checks" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('verified-pro', 'provider-areas');
--> statement-breakpoint
CREATE TRIGGER "vetting_checks_content_version_truncate" AFTER TRUNCATE ON "vetting_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions"('always', 'provider-areas');
--> statement-breakpoint
-- A pro's row: only the columns a public page shows, and only what changed. The ledger's balance, lead
-- preferences, response figures (rewritten as pros answer leads; a page shows them within the cache's five
-- minutes), the e-mail, the status reason and the insurance policy are left out.
CREATE FUNCTION "providers_bump_content_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    PERFORM "bump_content_version"('provider-profiles');
    PERFORM "bump_content_version"('provider-areas');
    RETURN NULL;
  END IF;
  IF OLD."verification_status" IS DISTINCT FROM NEW."verification_status" THEN
    PERFORM "bump_content_version"('provider-areas');
    PERFORM "bump_content_version"('featured-partner');
  END IF;
  IF (OLD."slug", OLD."business_name", OLD."phone", OLD."website", OLD."description", OLD."years_in_business", OLD."logo_file",
      OLD."logo_content_type", OLD."insurance_carrier", OLD."is_demo")
     IS DISTINCT FROM (NEW."slug", NEW."business_name", NEW."phone", NEW."website", NEW."description", NEW."years_in_business",
      NEW."logo_file", NEW."logo_content_type", NEW."insurance_carrier", NEW."is_demo") THEN
    PERFORM "bump_content_version"('provider-profiles');
  END IF;
  IF (OLD."base_zip", OLD."city", OLD."service_radius_miles", OLD."google_place_id", OLD."google_rating_tenths", OLD."google_review_count")
     IS DISTINCT FROM (NEW."base_zip", NEW."city", NEW."service_radius_miles", NEW."google_place_id", NEW."google_rating_tenths", NEW."google_review_count") THEN
    PERFORM "bump_content_version"('provider-areas');
  END IF;
  IF (OLD."rating_tenths", OLD."review_count") IS DISTINCT FROM (NEW."rating_tenths", NEW."review_count") THEN
    PERFORM "bump_content_version"('reviews');
  END IF;
  IF OLD."paused" IS DISTINCT FROM NEW."paused" THEN
    PERFORM "bump_content_version"('featured-partner');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Per row, because only the row tells whether the pro is public (verified) and what changed. An UPDATE that sets
-- none of these columns (the ledger's, a lead preference's, a response figure's) does not fire it at all.
CREATE TRIGGER "providers_content_version_update" AFTER UPDATE OF "verification_status", "slug", "business_name", "phone", "website",
  "description", "years_in_business", "logo_file", "logo_content_type", "insurance_carrier", "is_demo", "base_zip", "city",
  "service_radius_miles", "google_place_id", "google_rating_tenths", "google_review_count", "rating_tenths", "review_count", "paused"
  ON "providers" FOR EACH ROW
  WHEN (OLD."verification_status" = 'verified' OR NEW."verification_status" = 'verified')
  EXECUTE FUNCTION "providers_bump_content_versions"();
--> statement-breakpoint
-- A pro who signs up is pending, shown nowhere; a verified one appears (the demo businesses) or goes.
CREATE TRIGGER "providers_content_version_insert" AFTER INSERT ON "providers" FOR EACH ROW
  WHEN (NEW."verification_status" = 'verified') EXECUTE FUNCTION "providers_bump_content_versions"();
--> statement-breakpoint
CREATE TRIGGER "providers_content_version_delete" AFTER DELETE ON "providers" FOR EACH ROW
  WHEN (OLD."verification_status" = 'verified') EXECUTE FUNCTION "providers_bump_content_versions"();
