CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"sms_consent" boolean NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"page_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"lead_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "featured_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" integer NOT NULL,
	"provider_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_contacts" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"street" text,
	"city" text,
	"contact_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_details" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"service_slug" text NOT NULL,
	"query" text,
	"choice" text,
	"system" text,
	"budget_option" text,
	"urgency" text,
	"source" text DEFAULT 'questionnaire' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_matches" (
	"lead_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"distance_tenths" integer,
	"price_credits" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"homeowner_intent" text,
	"homeowner_message" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_matches_lead_id_provider_id_pk" PRIMARY KEY("lead_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "lead_submissions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"outcome" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"provider_id" uuid,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_dollars" integer NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_deals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "provider_categories" (
	"provider_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "provider_categories_provider_id_category_id_pk" PRIMARY KEY("provider_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "provider_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"lead_id" uuid,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_reviews_rating_range" CHECK ("provider_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "provider_service_zips" (
	"provider_id" uuid NOT NULL,
	"zip" text NOT NULL,
	CONSTRAINT "provider_service_zips_provider_id_zip_pk" PRIMARY KEY("provider_id","zip")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"slug" text NOT NULL,
	"business_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"base_zip" text NOT NULL,
	"city" text NOT NULL,
	"service_radius_miles" integer DEFAULT 25 NOT NULL,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"rating_tenths" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"median_response_minutes" integer,
	"answered_lead_count" integer DEFAULT 0 NOT NULL,
	"weekly_lead_cap" integer DEFAULT 10 NOT NULL,
	"max_credits_per_lead" integer DEFAULT 50 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"years_in_business" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "providers_rating_range" CHECK ("providers"."rating_tenths" between 0 and 50),
	CONSTRAINT "providers_status_known" CHECK ("providers"."verification_status" in ('pending', 'verified', 'rejected', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_partners" ADD CONSTRAINT "featured_partners_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_partners" ADD CONSTRAINT "featured_partners_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_details" ADD CONSTRAINT "lead_details_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_lead_id_lead_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_zips" ADD CONSTRAINT "provider_service_zips_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_lead_idx" ON "consent_records" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_provider_idx" ON "credit_ledger" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "featured_partners_category_idx" ON "featured_partners" USING btree ("category_id","ends_at");--> statement-breakpoint
CREATE INDEX "lead_contacts_contact_key_idx" ON "lead_contacts" USING btree ("contact_key");--> statement-breakpoint
CREATE INDEX "lead_matches_provider_idx" ON "lead_matches" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "partner_deals_expires_idx" ON "partner_deals" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_reviews_provider_idx" ON "provider_reviews" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_service_zips_zip_idx" ON "provider_service_zips" USING btree ("zip");