CREATE TABLE "channel_choices" (
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "channel_choices_user_id_channel_kind_pk" PRIMARY KEY("user_id","channel","kind"),
	CONSTRAINT "channel_choices_channel_known" CHECK ("channel_choices"."channel" in ('push', 'text')),
	CONSTRAINT "channel_choices_kind_known" CHECK ("channel_choices"."kind" in ('new-lead', 'new-message', 'refund-decided'))
);
--> statement-breakpoint
CREATE TABLE "quiet_hours" (
	"user_id" text PRIMARY KEY NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "quiet_hours_minutes" CHECK ("quiet_hours"."start_minute" between 0 and 1439 and "quiet_hours"."end_minute" between 0 and 1439 and "quiet_hours"."start_minute" <> "quiet_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "text_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"phone" text NOT NULL,
	"event" text NOT NULL,
	"wording" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_consent_events_event_known" CHECK ("text_consent_events"."event" in ('code-sent', 'opted-in', 'stopped', 'started', 'help'))
);
--> statement-breakpoint
CREATE TABLE "text_consents" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"wording" text NOT NULL,
	"consented_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_consents_status_known" CHECK ("text_consents"."status" in ('pending', 'active', 'stopped')),
	CONSTRAINT "text_consents_phone_e164" CHECK ("text_consents"."phone" ~ '^\+[1-9][0-9]{7,14}$')
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"lead_id" uuid,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"sid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_purpose_known" CHECK ("text_messages"."purpose" in ('code', 'new-lead')),
	CONSTRAINT "text_messages_status_known" CHECK ("text_messages"."status" in ('pending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "text_messages_lead_has_ids" CHECK ("text_messages"."purpose" <> 'new-lead' or ("text_messages"."lead_id" is not null and "text_messages"."provider_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "channel_choices" ADD CONSTRAINT "channel_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiet_hours" ADD CONSTRAINT "quiet_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consent_events" ADD CONSTRAINT "text_consent_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_consent_events_provider_idx" ON "text_consent_events" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "text_consents_phone_idx" ON "text_consents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_lead_once" ON "text_messages" USING btree ("lead_id","provider_id") WHERE purpose = 'new-lead';--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("next_attempt_at") WHERE status = 'pending';