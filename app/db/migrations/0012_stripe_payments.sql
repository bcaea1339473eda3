CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_event_known" CHECK ("payment_events"."event" in ('pay', 'fail', 'expire', 'refund_part', 'refund')),
	CONSTRAINT "payment_events_from_known" CHECK ("payment_events"."from_status" in ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded')),
	CONSTRAINT "payment_events_to_known" CHECK ("payment_events"."to_status" in ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "processor_events" (
	"adapter" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"outcome" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_events_adapter_event_id_pk" PRIMARY KEY("adapter","event_id")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_amount_sign";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_paid_has_entry";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credits_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_events" ADD CONSTRAINT "processor_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "processor_events_payment_idx" ON "processor_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_adapter_charge" ON "payments" USING btree ("adapter","charge_reference");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_known" CHECK ("credit_ledger"."kind" in ('purchase', 'lead_charge', 'refund', 'grant', 'adjustment', 'purchase_refund'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_amount_sign" CHECK (case "credit_ledger"."kind" when 'lead_charge' then "credit_ledger"."amount" < 0
        when 'purchase_refund' then "credit_ledger"."amount" < 0
        when 'adjustment' then "credit_ledger"."amount" <> 0
        else "credit_ledger"."amount" > 0 end);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_bounds" CHECK ("payments"."refunded_cents" between 0 and "payments"."amount_cents" and "payments"."credits_reversed" between 0 and "payments"."credits");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_has_money_back" CHECK (("payments"."status" in ('partially_refunded', 'refunded')) = ("payments"."refunded_cents" > 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_has_entry" CHECK (("payments"."status" in ('paid', 'partially_refunded', 'refunded')) = ("payments"."ledger_entry_id" is not null));--> statement-breakpoint
-- A purchase's history is append-only, like the ledger it explains (refuse_change: migration 0002).
CREATE TRIGGER "payment_events_append_only" BEFORE UPDATE OR DELETE ON "payment_events" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
