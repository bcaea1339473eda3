ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_status_known";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" DROP CONSTRAINT "lead_delivery_events_from_known";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" DROP CONSTRAINT "lead_delivery_events_to_known";--> statement-breakpoint
ALTER TABLE "lead_delivery_events" DROP CONSTRAINT "lead_delivery_events_event_known";--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_status_known" CHECK ("lead_deliveries"."status" in ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded', 'expired'));--> statement-breakpoint
ALTER TABLE "lead_delivery_events" ADD CONSTRAINT "lead_delivery_events_from_known" CHECK ("lead_delivery_events"."from_status" is null or "lead_delivery_events"."from_status" in ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded', 'expired'));--> statement-breakpoint
ALTER TABLE "lead_delivery_events" ADD CONSTRAINT "lead_delivery_events_to_known" CHECK ("lead_delivery_events"."to_status" in ('offered', 'accepted', 'contacted', 'quoted', 'hired', 'lost', 'refunded', 'expired'));--> statement-breakpoint
ALTER TABLE "lead_delivery_events" ADD CONSTRAINT "lead_delivery_events_event_known" CHECK ("lead_delivery_events"."event" in ('offer', 'accept', 'contact', 'quote', 'hire', 'lose', 'refund', 'expire'));