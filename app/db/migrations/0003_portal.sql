CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_body_length" CHECK (char_length("lead_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"package_key" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"adapter" text NOT NULL,
	"reference" text NOT NULL,
	"ledger_entry_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payments_positive" CHECK ("payments"."credits" > 0 and "payments"."amount_cents" > 0),
	CONSTRAINT "payments_paid_has_entry" CHECK (("payments"."status" = 'paid') = ("payments"."ledger_entry_id" is not null)),
	CONSTRAINT "payments_completed_when_done" CHECK (("payments"."status" = 'pending') = ("payments"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_status_known" CHECK ("refund_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_requests_reason_length" CHECK (char_length("refund_requests"."reason") between 1 and 1000),
	CONSTRAINT "refund_requests_decided" CHECK (("refund_requests"."status" = 'pending') = ("refund_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" FOREIGN KEY ("lead_id","provider_id") REFERENCES "public"."lead_matches"("lead_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ledger_entry_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" FOREIGN KEY ("lead_id","provider_id") REFERENCES "public"."lead_matches"("lead_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_delivery_idx" ON "lead_notes" USING btree ("lead_id","provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_adapter_reference" ON "payments" USING btree ("adapter","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ledger_entry_once" ON "payments" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "payments_provider_idx" ON "payments" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_pending" ON "refund_requests" USING btree ("lead_id","provider_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");