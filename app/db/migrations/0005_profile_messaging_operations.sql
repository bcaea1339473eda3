CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_sender_known" CHECK ("messages"."sender" in ('homeowner', 'pro')),
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_known" CHECK ("notification_preferences"."kind" in ('new-lead', 'new-message', 'review-received', 'refund-decided', 'payment-receipt', 'request-update'))
);
--> statement-breakpoint
CREATE TABLE "provider_licenses" (
	"provider_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"license_number" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_licenses_provider_id_category_id_pk" PRIMARY KEY("provider_id","category_id"),
	CONSTRAINT "provider_licenses_number_length" CHECK (char_length("provider_licenses"."license_number") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "provider_sub_services" (
	"provider_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"sub_service_slug" text NOT NULL,
	CONSTRAINT "provider_sub_services_provider_id_category_id_sub_service_slug_pk" PRIMARY KEY("provider_id","category_id","sub_service_slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer,
	"result" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vetting_checks_kind_known" CHECK ("vetting_checks"."kind" in ('email', 'license', 'insurance', 'background', 'google-rating')),
	CONSTRAINT "vetting_checks_result_known" CHECK ("vetting_checks"."result" in ('passed', 'failed')),
	CONSTRAINT "vetting_checks_license_has_trade" CHECK (("vetting_checks"."kind" = 'license') = ("vetting_checks"."category_id" is not null)),
	CONSTRAINT "vetting_checks_note_length" CHECK (char_length("vetting_checks"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "html_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD COLUMN "reply_body" text;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "insurance_carrier" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "insurance_policy_number" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "google_place_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "google_rating_tenths" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "google_review_count" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "google_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
-- Data made under the old rules, brought within the new constraints below: caps and
-- prices into their ranges, and reviews that name no delivery of theirs kept as
-- unlinked demo data (a review of a real pro now needs its request).
UPDATE "providers" SET "weekly_lead_cap" = least(greatest("weekly_lead_cap", 1), 100), "max_credits_per_lead" = least(greatest("max_credits_per_lead", 5), 200), "service_radius_miles" = least(greatest("service_radius_miles", 1), 150);--> statement-breakpoint
UPDATE "providers" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "providers"."user_id");--> statement-breakpoint
UPDATE "provider_reviews" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "lead_matches" m WHERE m."lead_id" = "provider_reviews"."lead_id" AND m."provider_id" = "provider_reviews"."provider_id");--> statement-breakpoint
UPDATE "provider_reviews" SET "is_demo" = true WHERE "lead_id" IS NULL AND NOT "is_demo";--> statement-breakpoint
UPDATE "provider_reviews" SET "body" = left("body", 4000) WHERE char_length("body") > 4000;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" FOREIGN KEY ("lead_id","provider_id") REFERENCES "public"."lead_matches"("lead_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_licenses" ADD CONSTRAINT "provider_licenses_provider_id_category_id_provider_categories_provider_id_category_id_fk" FOREIGN KEY ("provider_id","category_id") REFERENCES "public"."provider_categories"("provider_id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sub_services" ADD CONSTRAINT "provider_sub_services_provider_id_category_id_provider_categories_provider_id_category_id_fk" FOREIGN KEY ("provider_id","category_id") REFERENCES "public"."provider_categories"("provider_id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_checks" ADD CONSTRAINT "vetting_checks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_checks" ADD CONSTRAINT "vetting_checks_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_delivery_once" ON "message_threads" USING btree ("lead_id","provider_id");--> statement-breakpoint
CREATE INDEX "message_threads_provider_idx" ON "message_threads" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("thread_id","sender") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "vetting_checks_provider_idx" ON "vetting_checks" USING btree ("provider_id","kind","checked_at");--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" FOREIGN KEY ("lead_id","provider_id") REFERENCES "public"."lead_matches"("lead_id","provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_reviews_once_per_delivery" ON "provider_reviews" USING btree ("lead_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_user_once" ON "providers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_real_request" CHECK ("provider_reviews"."is_demo" or "provider_reviews"."lead_id" is not null);--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_body_length" CHECK (char_length("provider_reviews"."body") <= 4000);--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_reply" CHECK (("provider_reviews"."reply_body" is null) = ("provider_reviews"."replied_at" is null));--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_reply_length" CHECK ("provider_reviews"."reply_body" is null or char_length("provider_reviews"."reply_body") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_hidden_reason" CHECK (("provider_reviews"."hidden_at" is null) = ("provider_reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_weekly_lead_cap_range" CHECK ("providers"."weekly_lead_cap" between 1 and 100);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_max_credits_range" CHECK ("providers"."max_credits_per_lead" between 5 and 200);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_radius_range" CHECK ("providers"."service_radius_miles" between 1 and 150);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_google_rating_range" CHECK ("providers"."google_rating_tenths" is null or "providers"."google_rating_tenths" between 0 and 50);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_logo_complete" CHECK (("providers"."logo_file" is null) = ("providers"."logo_content_type" is null));;--> statement-breakpoint
-- The audit log is never edited: no UPDATE, DELETE or TRUNCATE from any path.
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
-- A vetting check is a record of what was seen: a new check is a new row.
CREATE TRIGGER "vetting_checks_append_only" BEFORE UPDATE ON "vetting_checks" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
-- One featured partner per category at a time: overlapping dates are refused. The
-- advisory lock per category makes two racing inserts take turns.
CREATE FUNCTION "featured_partners_refuse_overlap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('featured_partners'), NEW."category_id");
  IF EXISTS (
    SELECT 1 FROM "featured_partners" f
    WHERE f."category_id" = NEW."category_id" AND f."id" <> NEW."id"
      AND f."starts_at" < NEW."ends_at" AND NEW."starts_at" < f."ends_at"
  ) THEN
    RAISE EXCEPTION 'featured partner dates overlap in category %', NEW."category_id" USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "featured_partners_no_overlap" BEFORE INSERT OR UPDATE ON "featured_partners" FOR EACH ROW EXECUTE FUNCTION "featured_partners_refuse_overlap"();
