-- One name for a request offered to one pro: a delivery (docs/decisions/049). The tables, their keys, checks,
-- indexes and triggers are renamed in place: no row, index or constraint is rebuilt. Constraint names longer
-- than PostgreSQL's 63 characters were cut when they were made; the same cut applies to the names below.
ALTER TABLE "lead_matches" RENAME TO "lead_deliveries";--> statement-breakpoint
ALTER TABLE "lead_match_events" RENAME TO "lead_delivery_events";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_matches_lead_id_provider_id_pk" TO "lead_deliveries_lead_id_provider_id_pk";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_matches_lead_id_lead_requests_id_fk" TO "lead_deliveries_lead_id_lead_requests_id_fk";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_matches_provider_id_providers_id_fk" TO "lead_deliveries_provider_id_providers_id_fk";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_matches_status_known" TO "lead_deliveries_status_known";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_matches_price_positive" TO "lead_deliveries_price_positive";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_matches_rank_range" TO "lead_deliveries_rank_range";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" RENAME CONSTRAINT "lead_match_events_pkey" TO "lead_delivery_events_pkey";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" RENAME CONSTRAINT "lead_match_events_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" TO "lead_delivery_events_lead_id_provider_id_lead_deliveries_lead_id_provider_id_fk";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" RENAME CONSTRAINT "lead_match_events_from_known" TO "lead_delivery_events_from_known";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" RENAME CONSTRAINT "lead_match_events_to_known" TO "lead_delivery_events_to_known";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" RENAME CONSTRAINT "lead_match_events_event_known" TO "lead_delivery_events_event_known";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" RENAME CONSTRAINT "lead_match_events_offer_starts" TO "lead_delivery_events_offer_starts";--> statement-breakpoint
ALTER TABLE "lead_notes" RENAME CONSTRAINT "lead_notes_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" TO "lead_notes_lead_id_provider_id_lead_deliveries_lead_id_provider_id_fk";--> statement-breakpoint
ALTER TABLE "message_threads" RENAME CONSTRAINT "message_threads_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" TO "message_threads_lead_id_provider_id_lead_deliveries_lead_id_provider_id_fk";--> statement-breakpoint
ALTER TABLE "provider_reviews" RENAME CONSTRAINT "provider_reviews_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" TO "provider_reviews_lead_id_provider_id_lead_deliveries_lead_id_provider_id_fk";--> statement-breakpoint
ALTER TABLE "refund_requests" RENAME CONSTRAINT "refund_requests_lead_id_provider_id_lead_matches_lead_id_provider_id_fk" TO "refund_requests_lead_id_provider_id_lead_deliveries_lead_id_provider_id_fk";--> statement-breakpoint
ALTER INDEX "lead_matches_provider_idx" RENAME TO "lead_deliveries_provider_idx";--> statement-breakpoint
ALTER INDEX "lead_match_events_delivery_idx" RENAME TO "lead_delivery_events_delivery_idx";--> statement-breakpoint
ALTER INDEX "lead_match_events_provider_idx" RENAME TO "lead_delivery_events_provider_idx";--> statement-breakpoint
ALTER TRIGGER "lead_matches_notify_portal" ON "lead_deliveries" RENAME TO "lead_deliveries_notify_portal";--> statement-breakpoint
ALTER TRIGGER "lead_matches_wake_texts" ON "lead_deliveries" RENAME TO "lead_deliveries_wake_texts";--> statement-breakpoint
ALTER TRIGGER "lead_match_events_append_only" ON "lead_delivery_events" RENAME TO "lead_delivery_events_append_only";
