DROP INDEX "provider_service_zips_zip_idx";--> statement-breakpoint
CREATE INDEX "provider_categories_category_idx" ON "provider_categories" USING btree ("category_id","provider_id");--> statement-breakpoint
CREATE INDEX "provider_service_zips_zip_provider_idx" ON "provider_service_zips" USING btree ("zip","provider_id");